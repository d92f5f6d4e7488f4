import { PlannedPage } from '../../components/PlannedPage';

export default function AdminComplaintsPage() {
  return <PlannedPage title="Complaints Management" />;
}
