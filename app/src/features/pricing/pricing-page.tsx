import { PlaceholderPage } from '../../components/placeholder-page';

export default function PricingPage() {
  return <PlaceholderPage title="Choose Your Learning Journey" />;
}
