import { PlannedPage } from '../../components/PlannedPage';

export default function AdminDashboardPage() {
  return <PlannedPage title="Admin Dashboard" />;
}
