import { PlannedPage } from '../../components/PlannedPage';

export default function ComplaintsPage() {
  return <PlannedPage title="Complaints & Feedback" />;
}
