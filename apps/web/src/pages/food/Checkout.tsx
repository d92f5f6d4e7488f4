import { PlannedPage } from '../../components/PlannedPage';

export default function CheckoutPage() {
  return <PlannedPage title="Checkout" />;
}
