import { PlaceholderPage } from '../../components/placeholder-page';

export default function ResourcesPage() {
  return <PlaceholderPage title="Learning Resources" />;
}
