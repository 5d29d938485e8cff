import { PlaceholderPage } from '../../components/placeholder-page';

export default function CheckoutSuccessPage() {
  return <PlaceholderPage title="Payment Complete" />;
}
