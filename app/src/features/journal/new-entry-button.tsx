/**
 * New Entry: opens the editor (/journal/new). At a seeker's daily limit it is disabled and reads
 * 'Daily Limit Reached' (core spec 4). The dashboard uses it too.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { Ban, Plus } from 'lucide-react';
import { clsx } from 'clsx';
import { atDailyLimit } from './data/usage-level';
import { useEntryAllowance } from './data/use-entry-allowance';
import { preloadEntryEditor } from './editor/load-editor';
import { OPENED_FROM_APP } from './editor/leave-editor';
import { afterFirstScreen } from '../../lib/after-first-screen';

const DAILY_LIMIT_LABEL = 'Daily Limit Reached';

export interface NewEntryButtonProps {
  className?: string;
  /** The button's text when enabled. */
  label?: string;
}

export function NewEntryButton({ className, label = 'New Entry' }: NewEntryButtonProps) {
  const navigate = useNavigate();
  const limited = atDailyLimit(useEntryAllowance());
  // The editor's code is a separate chunk: fetched once the screen has settled, not on the tap.
  useEffect(() => afterFirstScreen(preloadEntryEditor), []);
  return (
    <button type="button" className={clsx('btn-primary', className)} disabled={limited} onClick={() => void navigate('/journal/new', { state: OPENED_FROM_APP })}>
      {limited ? <Ban aria-hidden="true" className="size-4" /> : <Plus aria-hidden="true" className="size-4" />}
      {limited ? DAILY_LIMIT_LABEL : label}
    </button>
  );
}
