import { PlaceholderPage } from '../../components/placeholder-page';

export default function NewEntryPage() {
  return <PlaceholderPage title="New Entry" />;
}
