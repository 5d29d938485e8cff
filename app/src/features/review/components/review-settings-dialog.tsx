/** Settings of review: the daily limit and the tags whose cards wait (saved on the device, synced). */
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { REVIEW, reviewSettingsSchema, type ReviewSettings } from '@learnlog/shared';
import { DialogFrame } from '../../../components/dialog-frame';
import { FormField } from '../../../components/form-field';
import { TagsInput } from '../../../components/tags-input';
import { useDatabase } from '../../../sync/sync-context';
import { saveReviewSettings } from '../data/review-settings';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  settings: ReviewSettings;
}

export function ReviewSettingsDialog({ open, onOpenChange, settings }: Props) {
  return (
    <DialogFrame open={open} onOpenChange={onOpenChange} title="Review settings" description="How many cards a day, and which topics wait for now.">
      {open && <SettingsForm settings={settings} onDone={() => onOpenChange(false)} />}
    </DialogFrame>
  );
}

function SettingsForm({ settings, onDone }: { settings: ReviewSettings; onDone: () => void }) {
  const db = useDatabase();
  const [limit, setLimit] = useState(String(settings.dailyLimit));
  const [pausedTags, setPausedTags] = useState<string[]>(settings.pausedTags);
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = reviewSettingsSchema.safeParse({ dailyLimit: Number(limit), pausedTags });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Please check the daily limit');
    await saveReviewSettings(db, parsed.data);
    toast.success('Review settings saved');
    onDone();
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-5" noValidate>
      <FormField
        label="Cards a day"
        type="number"
        inputMode="numeric"
        min={1}
        max={REVIEW.maxDailyLimit}
        value={limit}
        onChange={(event) => setLimit(event.target.value)}
        error={error}
        hint={`New and due cards together (default ${REVIEW.defaultDailyLimit}).`}
      />
      <div>
        <TagsInput label="Paused tags" tags={pausedTags} onChange={setPausedTags} />
        <p className="mt-1.5 text-xs text-ink-muted">Cards of entries with these tags wait until you remove the tag here.</p>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className="btn-secondary" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="btn-primary">
          Save settings
        </button>
      </div>
    </form>
  );
}
