import { PlaceholderPage } from '../../components/placeholder-page';

export default function ProfilePage() {
  return <PlaceholderPage title="Profile Settings" />;
}
