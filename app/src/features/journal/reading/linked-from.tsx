/** "Linked from": the entries whose `[[links]]` name this one, each with the sentence it sits in. */
import { Link2 } from 'lucide-react';
import type { LocalEntry } from '../../../db/local-records';
import { useLinkedFrom } from '../data/entry-links';
import { BacklinkList } from './backlink-list';

export function LinkedFrom({ entry }: { entry: LocalEntry }) {
  return <BacklinkList id="linked-from" title="Linked from" icon={Link2} backlinks={useLinkedFrom(entry)} />;
}
