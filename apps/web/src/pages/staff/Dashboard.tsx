import { PlannedPage } from '../../components/PlannedPage';

export default function StaffDashboardPage() {
  return <PlannedPage title="Staff Dashboard" />;
}
