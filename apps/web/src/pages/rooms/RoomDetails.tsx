import { PlannedPage } from '../../components/PlannedPage';

export default function RoomDetailsPage() {
  return <PlannedPage title="Room Details" />;
}
