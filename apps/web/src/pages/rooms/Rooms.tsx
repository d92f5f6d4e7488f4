import { PlannedPage } from '../../components/PlannedPage';

export default function RoomsPage() {
  return <PlannedPage title="Our Rooms & Accommodations" />;
}
