import { PlaceholderPage } from '../../components/placeholder-page';

export default function GoalsPage() {
  return <PlaceholderPage title="Learning Goals" />;
}
