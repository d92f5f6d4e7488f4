import { PlannedPage } from '../../components/PlannedPage';

export default function CustomerDashboardPage() {
  return <PlannedPage title="Customer Dashboard" />;
}
