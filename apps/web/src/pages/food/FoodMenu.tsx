import { PlannedPage } from '../../components/PlannedPage';

export default function FoodMenuPage() {
  return <PlannedPage title="Food Menu" />;
}
