/**
 * /new-entry: the entry dialog over the journal list; with `?template=ID` it starts filled from
 * that premium template. Closing it goes to /journal.
 */
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTemplatePrefill } from '../premium-templates';
import { atDailyLimit } from './data/usage-level';
import { useEntryAllowance } from './data/use-entry-allowance';
import { LazyEntryDialog } from './entry-dialog/lazy-entry-dialog';
import { JournalScreen } from './journal-screen';

export function templateIdParam(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export default function NewEntryPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const prefill = useTemplatePrefill(templateIdParam(params.get('template')));
  // At a seeker's daily limit the list shows the red banner instead (New Entry is disabled).
  const limited = atDailyLimit(useEntryAllowance());
  const close = () => navigate('/journal', { replace: true });

  return (
    <JournalScreen>
      {/* Opened once the template is known, so its values are the dialog's starting values. */}
      {prefill.status !== 'loading' && !limited && (
        <LazyEntryDialog key={prefill.status} open prefill={prefill.values ?? null} onOpenChange={(open) => !open && close()} />
      )}
    </JournalScreen>
  );
}
