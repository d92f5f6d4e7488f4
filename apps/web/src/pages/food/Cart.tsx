import { PlannedPage } from '../../components/PlannedPage';

export default function CartPage() {
  return <PlannedPage title="Your Cart" />;
}
