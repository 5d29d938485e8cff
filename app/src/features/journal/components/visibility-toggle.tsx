/**
 * Private / Public on an entry. Making it public asks once ("Anyone with the link can read it")
 * and then offers the link to copy; making it private needs no question. The link exists once the
 * server has published the entry (it makes the share id), so offline the dialog says when it comes.
 */
import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Globe, Link2, Lock } from 'lucide-react';
import { clsx } from 'clsx';
import type { LocalEntry } from '../../../db/local-records';
import { shareLink } from '../data/entry-preview';
import type { EntryActions } from './use-entry-actions';

const VISIBILITY_TEXT = {
  askTitle: 'Make this entry public?',
  ask: 'Anyone with the link can read it. You can make it private again at any time.',
  doneTitle: 'This entry is public',
  done: 'Anyone with the link can read it.',
  linkPending: 'The link is made when this entry reaches the server; it appears here and in Copy link once it has.',
} as const;

/** Why Copy link is disabled, or undefined when there is a link to copy. */
export function copyLinkHint(entry: LocalEntry): string | undefined {
  if (!entry.isPublic) return 'Make the entry public to get a link';
  if (!entry.shareId) return 'The link is ready once the entry reaches the server';
  return undefined;
}

/** `labelClassName`: how the word shows ('hidden' on the card's small row: the name and a tooltip say it). */
export function VisibilityToggle({ entry, actions, className, labelClassName }: { entry: LocalEntry; actions: EntryActions; className: string; labelClassName?: string }) {
  const [step, setStep] = useState<'closed' | 'ask' | 'done'>('closed');
  const publish = async () => {
    await actions.togglePublic(entry);
    setStep('done');
  };
  return (
    <>
      <button
        type="button"
        className={clsx(className, entry.isPublic ? 'text-brand-ink' : 'text-ink-muted')}
        aria-label={entry.isPublic ? 'Public, make private' : 'Private, make public'}
        title={labelClassName ? (entry.isPublic ? 'Public' : 'Private') : undefined}
        onClick={() => (entry.isPublic ? void actions.togglePublic(entry) : setStep('ask'))}
      >
        {entry.isPublic ? <Globe aria-hidden="true" className="size-4" /> : <Lock aria-hidden="true" className="size-4" />}
        <span aria-hidden="true" className={labelClassName}>
          {entry.isPublic ? 'Public' : 'Private'}
        </span>
      </button>
      <Dialog.Root open={step !== 'closed'} onOpenChange={(open) => !open && setStep('closed')}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50 backdrop-blur-sm" />
          <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-line bg-surface p-6 shadow-xl">
            <Dialog.Title className="text-lg font-semibold text-ink">{step === 'done' ? VISIBILITY_TEXT.doneTitle : VISIBILITY_TEXT.askTitle}</Dialog.Title>
            <Dialog.Description className="mt-2 text-sm text-ink-muted">{step === 'done' ? VISIBILITY_TEXT.done : VISIBILITY_TEXT.ask}</Dialog.Description>
            {step === 'done' && (
              <div className="mt-4">
                {entry.shareId ? (
                  <input readOnly aria-label="Share link" className="input text-sm" value={shareLink(window.location.origin, entry.shareId)} onFocus={(event) => event.target.select()} />
                ) : (
                  <p className="text-sm text-ink">{VISIBILITY_TEXT.linkPending}</p>
                )}
              </div>
            )}
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              {step === 'ask' ? (
                <>
                  <Dialog.Close className="btn-secondary">Cancel</Dialog.Close>
                  <button type="button" className="btn-primary" onClick={() => void publish()}>
                    Make public
                  </button>
                </>
              ) : (
                <>
                  <Dialog.Close className="btn-secondary">Done</Dialog.Close>
                  <button type="button" className="btn-primary" disabled={!entry.shareId} onClick={() => void actions.copyLink(entry)}>
                    <Link2 aria-hidden="true" className="size-4" />
                    Copy link
                  </button>
                </>
              )}
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
