import { PlaceholderPage } from '../../components/placeholder-page';

export default function LearnPlansPage() {
  return <PlaceholderPage title="Learn Plans" />;
}
