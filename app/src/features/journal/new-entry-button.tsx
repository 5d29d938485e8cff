/**
 * New Entry: opens the entry dialog. At a seeker's daily limit it is disabled and reads
 * 'Daily Limit Reached' (core spec 4). The dashboard uses it too.
 */
import { useEffect, useState } from 'react';
import { Ban, Plus } from 'lucide-react';
import { clsx } from 'clsx';
import { atDailyLimit } from './data/usage-level';
import { useEntryAllowance } from './data/use-entry-allowance';
import { LazyEntryDialog, preloadEntryDialog } from './entry-dialog/lazy-entry-dialog';
import { afterFirstScreen } from '../../lib/after-first-screen';

export const DAILY_LIMIT_LABEL = 'Daily Limit Reached';

export interface NewEntryButtonProps {
  className?: string;
  /** The button's text when enabled. */
  label?: string;
}

export function NewEntryButton({ className, label = 'New Entry' }: NewEntryButtonProps) {
  const [open, setOpen] = useState(false);
  const limited = atDailyLimit(useEntryAllowance());
  // The dialog's code is a separate chunk: fetched once the screen has settled, not on the tap.
  useEffect(() => afterFirstScreen(preloadEntryDialog), []);
  return (
    <>
      <button type="button" className={clsx('btn-primary', className)} disabled={limited} onClick={() => setOpen(true)}>
        {limited ? <Ban aria-hidden="true" className="size-4" /> : <Plus aria-hidden="true" className="size-4" />}
        {limited ? DAILY_LIMIT_LABEL : label}
      </button>
      <LazyEntryDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
