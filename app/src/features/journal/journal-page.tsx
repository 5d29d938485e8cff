import { JournalScreen } from './journal-screen';

/** /journal */
export default function JournalPage() {
  return <JournalScreen />;
}
