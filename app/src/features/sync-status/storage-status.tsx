/** Whether the browser keeps this device's data (rule 8), with the iOS Home Screen hint. */
import { shouldSuggestHomeScreen } from '../../sync/storage-persistence';

export const STORAGE_TEXT = {
  persistent: 'Storage is persistent: this browser keeps your LearnLog data.',
  notPersistent: 'Storage is not persistent: the browser may clear data saved on this device when space runs low.',
  notAsked: 'Persistent storage is requested after your first entry.',
  iosHint: 'On iPhone or iPad, add LearnLog to your Home Screen (Share, then Add to Home Screen) so Safari keeps your data.',
} as const;

export function StorageStatus({ persisted, suggestHomeScreen = shouldSuggestHomeScreen() }: { persisted: boolean | undefined; suggestHomeScreen?: boolean }) {
  const text = persisted === undefined ? STORAGE_TEXT.notAsked : persisted ? STORAGE_TEXT.persistent : STORAGE_TEXT.notPersistent;
  return (
    <section aria-labelledby="sync-storage-heading" className="space-y-1 text-sm">
      <h3 id="sync-storage-heading" className="font-semibold text-ink">
        Storage on this device
      </h3>
      <p className="text-ink-muted">{text}</p>
      {suggestHomeScreen && persisted !== true && <p className="text-ink-muted">{STORAGE_TEXT.iosHint}</p>}
    </section>
  );
}
