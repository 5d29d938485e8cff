import { PlaceholderPage } from '../../components/placeholder-page';

export default function AiSummariesPage() {
  return <PlaceholderPage title="AI Learning Summaries" />;
}
