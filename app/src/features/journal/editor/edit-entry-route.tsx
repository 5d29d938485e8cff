/** /journal/entry/:id/edit: the full-screen editor over the entry as it reads (which hands it the entry). */
import { useOutletContext } from 'react-router-dom';
import type { LocalEntry } from '../../../db/local-records';
import { entryPath } from '../reading/entry-path';
import EntryEditor from './entry-editor';
import { useLeaveEditor } from './leave-editor';

export default function EditEntryRoute() {
  const { entry } = useOutletContext<{ entry: LocalEntry }>();
  const leave = useLeaveEditor(entryPath(entry.id));
  return <EntryEditor key={entry.id} entry={entry} onClose={leave} />;
}
