/**
 * Admin Panel: a one-time password reset link for one learner, made on request and shown once,
 * to pass on by a channel the admin trusts. It works for an hour, once.
 */
import { useState } from 'react';
import { format } from 'date-fns';
import { Check, Copy, KeyRound } from 'lucide-react';
import type { AdminUser } from '@learnlog/shared';
import { DialogFrame } from '../../../components/dialog-frame';
import { isApiError } from '../../../lib/api-client';
import { useCreateResetLink } from '../data/use-reset-link';

export function ResetLinkButton({ user }: { user: AdminUser }) {
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const create = useCreateResetLink();

  const start = () => {
    setCopied(false);
    create.reset();
    setOpen(true);
    create.mutate(user.id);
  };
  const copy = async () => {
    if (!create.data) return;
    await navigator.clipboard.writeText(create.data.url);
    setCopied(true);
  };

  return (
    <>
      <button type="button" className="btn-secondary min-h-9 px-3" onClick={start} aria-label={`Make a password reset link for ${user.email}`}>
        <KeyRound aria-hidden="true" className="size-4" />
        Reset link
      </button>
      <DialogFrame open={open} onOpenChange={setOpen} title="Password reset link" description={`For ${user.email}. It works once, within an hour. Send it to them yourself.`}>
        {create.isPending && <p className="text-sm text-ink-muted">Making a link…</p>}
        {create.isError && (
          <p role="alert" className="text-sm text-danger">
            {isApiError(create.error) ? create.error.serverMessage : 'Could not reach the server. Check your connection and try again.'}
          </p>
        )}
        {create.data && (
          <div className="space-y-3">
            <label htmlFor="reset-link" className="block text-sm font-medium text-ink">
              Link
            </label>
            <input id="reset-link" readOnly className="input font-mono text-sm" value={create.data.url} onFocus={(event) => event.target.select()} />
            <p className="text-sm text-ink-muted">Valid until {format(new Date(create.data.expiresAt), 'MMM d, yyyy, HH:mm')}.</p>
            <button type="button" className="btn-primary w-full" onClick={() => void copy()}>
              {copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
              {copied ? 'Copied' : 'Copy link'}
            </button>
          </div>
        )}
      </DialogFrame>
    </>
  );
}
