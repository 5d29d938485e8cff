/** Import: choose a zip, see what is in it, then bring it in with progress and a summary. */
import { useRef, type ChangeEvent } from 'react';
import { Link } from 'react-router-dom';
import { Upload } from 'lucide-react';
import { hasPremium } from '@learnlog/shared';
import { useSignedInUser } from '../../auth';
import { useOnline } from '../../../sync/use-sync-state';
import { useImportFlow } from '../data/use-import-flow';
import { ImportPreviewCard } from './import-preview-card';
import { TransferProgress } from './transfer-progress';

export function ImportPanel() {
  const { state, choose, confirm, reset } = useImportFlow();
  const online = useOnline();
  const user = useSignedInUser();
  const input = useRef<HTMLInputElement>(null);
  const busy = state.step === 'reading' || state.step === 'sending' || state.step === 'syncing';

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void choose(file);
  };

  return (
    <div className="space-y-3">
      <div>
        <h3 className="font-semibold text-ink">Import</h3>
        <p className="mt-1 text-sm text-ink-muted">
          A LearnLog export, a Day One JSON export (.zip), or a .zip of Markdown files. You see what is in it before anything is saved.
        </p>
      </div>

      {state.step === 'reading' && <TransferProgress label={`Reading ${state.fileName}…`} />}
      {state.step === 'preview' && (
        <ImportPreviewCard
          preview={state.preview}
          problem={state.problem}
          online={online}
          plansLeftOut={!hasPremium(user, new Date())}
          onImport={() => void confirm(state.preview)}
          onCancel={reset}
        />
      )}
      {state.step === 'sending' && <TransferProgress label={`Sending ${state.preview.file.name}…`} value={state.fraction} />}
      {state.step === 'syncing' && <TransferProgress label="Bringing the records to this device…" />}
      {state.step === 'done' && (
        <div role="status" className="space-y-3 rounded-xl border border-line bg-surface-muted p-4 text-sm">
          <p className="font-semibold text-ink">{state.result.message}</p>
          {(state.result.notes ?? []).map((note) => (
            <p key={note} className="text-ink-muted">
              {note}
            </p>
          ))}
          <p className="text-ink-muted">Imported entries keep their original dates; only those dated today count toward today’s limits.</p>
          <div className="flex flex-wrap gap-2">
            <Link to="/journal" className="btn-primary">
              Open your journal
            </Link>
            <button type="button" className="btn-secondary" onClick={reset}>
              Import another file
            </button>
          </div>
        </div>
      )}
      {state.step === 'failed' && (
        <p role="alert" className="rounded-xl border border-danger/40 bg-danger-soft px-4 py-3 text-sm text-danger">
          {state.message}
        </p>
      )}

      {(state.step === 'idle' || state.step === 'failed') && (
        <button type="button" className="btn-secondary w-full sm:w-auto" disabled={busy} onClick={() => input.current?.click()}>
          <Upload aria-hidden="true" className="size-4" />
          {state.step === 'failed' ? 'Choose another file' : 'Choose a file to import'}
        </button>
      )}
      <input ref={input} type="file" accept=".zip,application/zip" className="sr-only" tabIndex={-1} aria-label="File to import" onChange={picked} />
    </div>
  );
}
