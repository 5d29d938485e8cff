/**
 * "Mentioned in": entries that name this one's title without linking it, each with its sentence
 * and a Link button that makes the mention a `[[link]]` (an edit, so it works offline).
 */
import { AtSign } from 'lucide-react';
import { toast } from 'sonner';
import type { LocalEntry } from '../../../db/local-records';
import { useDatabase } from '../../../sync/sync-context';
import { useMentions } from '../data/entry-links';
import { linkMention } from '../data/link-mention';
import { BacklinkList } from './backlink-list';

export function MentionedIn({ entry }: { entry: LocalEntry }) {
  const db = useDatabase();
  const link = async (from: LocalEntry) => {
    try {
      if (await linkMention(db, from, entry.title)) toast.success(`Linked in “${from.title}”`);
    } catch {
      toast.error('Could not link the mention. Please try again.');
    }
  };
  return (
    <BacklinkList
      id="mentioned-in"
      title="Mentioned in"
      icon={AtSign}
      backlinks={useMentions(entry)}
      action={(from) => (
        <button type="button" className="btn-secondary min-h-9 shrink-0 px-3 text-sm" onClick={() => void link(from)} aria-label={`Link the mention in ${from.title}`}>
          Link
        </button>
      )}
    />
  );
}
