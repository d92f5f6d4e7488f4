import { PlannedPage } from '../../components/PlannedPage';

export default function ChatPage() {
  return <PlannedPage title="Public Chat Support" />;
}
