import { PlannedPage } from '../../components/PlannedPage';

export default function BookRoomPage() {
  return <PlannedPage title="Book Your Stay" />;
}
