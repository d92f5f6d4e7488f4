import { PlannedPage } from '../../components/PlannedPage';

export default function NotificationsPage() {
  return <PlannedPage title="Notifications" />;
}
