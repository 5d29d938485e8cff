/**
 * After a rename (an entry, a resource or a goal): when entries link to the old title and nothing
 * else has it, a toast offers to update those links (issue 32, point 1). Declining leaves them as
 * written: they read as unresolved links until something takes the old title again.
 */
import { toast } from 'sonner';
import type { LearnLogDatabase } from '../../../db/database';
import { linksLeftBehind, updateLinks } from '../data/rename-links';

const entries = (n: number) => (n === 1 ? '1 entry links' : `${n} entries link`);

export async function offerLinkUpdate(db: LearnLogDatabase, oldTitle: string, newTitle: string): Promise<void> {
  const left = await linksLeftBehind(db, oldTitle, newTitle);
  if (left.length === 0) return;
  toast(`${entries(left.length)} to “${oldTitle.trim()}”`, {
    description: `Update ${left.length === 1 ? 'it' : 'them'} to “${newTitle.trim()}”?`,
    duration: 20_000,
    action: {
      label: 'Update links',
      onClick: () => {
        updateLinks(db, oldTitle, newTitle).then(
          (count) => toast.success(count === 1 ? 'Updated the link in 1 entry' : `Updated the links in ${count} entries`),
          () => toast.error('Could not update the links. Please try again.'),
        );
      },
    },
  });
}
