import { PlaceholderPage } from '../../components/placeholder-page';

export default function PremiumTemplatesPage() {
  return <PlaceholderPage title="Premium Templates" />;
}
