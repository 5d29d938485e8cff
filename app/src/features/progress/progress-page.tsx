import { PlaceholderPage } from '../../components/placeholder-page';

export default function ProgressPage() {
  return <PlaceholderPage title="Progress" />;
}
