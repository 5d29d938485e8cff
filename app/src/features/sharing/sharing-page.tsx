import { PlaceholderPage } from '../../components/placeholder-page';

export default function SharingPage() {
  return <PlaceholderPage title="Sharing" />;
}
