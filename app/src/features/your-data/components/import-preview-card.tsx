/** What the chosen file holds, before anything is written: "124 entries, 12 resources — 2 already here". */
import { IMPORT_FORMAT_NAMES, newRecordCount } from '@learnlog/shared';
import { WifiOff } from 'lucide-react';
import type { ImportPreview } from '../data/import-to-device';

interface Props {
  preview: ImportPreview;
  /** Why the last attempt failed (nothing was written). */
  problem?: string;
  online: boolean;
  /** The learner's plan has no learn plans: they would be left out. */
  plansLeftOut: boolean;
  onImport: () => void;
  onCancel: () => void;
}

export function ImportPreviewCard({ preview, problem, online, plansLeftOut, onImport, onCancel }: Props) {
  const fresh = newRecordCount(preview.plan);
  const plans = preview.plan.total.learnPlans - preview.plan.existing.learnPlans;
  return (
    <div className="space-y-3 rounded-xl border border-line bg-surface-muted p-4" data-testid="import-preview">
      <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
        {IMPORT_FORMAT_NAMES[preview.bundle.format]} · <span className="break-all normal-case">{preview.file.name}</span>
      </p>
      <p className="text-lg font-semibold text-ink">{preview.text}</p>
      {preview.notes.length > 0 && (
        <ul className="list-disc space-y-1 pl-5 text-sm text-ink-muted" data-testid="import-notes">
          {preview.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      {fresh === 0 && <p className="text-sm text-ink-muted">Everything in this file is already here: importing it adds nothing.</p>}
      {plansLeftOut && plans > 0 && <p className="text-sm text-ink-muted">Learn plans need Sage or lifetime access, so they will be left out.</p>}
      {preview.refusal && (
        <p role="alert" className="text-sm text-danger" data-testid="import-refusal">
          {preview.refusal}
        </p>
      )}
      {!online && (
        <p className="flex items-start gap-2 text-sm text-ink-muted">
          <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Importing needs a connection. The file is checked and ready: connect and press Import.
        </p>
      )}
      {problem && (
        <p role="alert" className="text-sm text-danger">
          Nothing was imported: {problem}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <button type="button" className="btn-secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="btn-primary" onClick={onImport} disabled={!online || fresh === 0 || preview.refusal !== null}>
          {fresh > 0 ? `Import ${fresh.toLocaleString()} new ${fresh === 1 ? 'record' : 'records'}` : 'Import'}
        </button>
      </div>
    </div>
  );
}
