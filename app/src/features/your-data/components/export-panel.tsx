/** Export everything: one button, a progress bar while the zip is made, then what was saved. */
import { Download } from 'lucide-react';
import { useExport } from '../data/use-export';
import { TransferProgress } from './transfer-progress';

export function ExportPanel() {
  const { state, start } = useExport();
  const building = state.step === 'building';

  return (
    <div className="space-y-3">
      <div>
        <h3 className="font-semibold text-ink">Export everything</h3>
        <p className="mt-1 text-sm text-ink-muted">
          A zip with every entry as a Markdown file, your photos, and all your records in learnlog.json. It is made on this device, so it works offline too.
        </p>
      </div>
      {building && (
        <TransferProgress
          label={`Packing ${state.progress.done.toLocaleString()} of ${state.progress.total.toLocaleString()} files…`}
          value={state.progress.total ? state.progress.done / state.progress.total : 0}
        />
      )}
      {state.step === 'done' && (
        <div role="status" className="space-y-1 text-sm">
          <p className="text-ink">Saved {state.fileName}.</p>
          {state.omitted.includes('milestones') && (
            <p className="text-ink-muted">Learn plan milestones are kept on the server and were left out while offline. Export again when you are online to include them.</p>
          )}
        </div>
      )}
      {state.step === 'failed' && (
        <p role="alert" className="text-sm text-danger">
          {state.message}
        </p>
      )}
      <button type="button" className="btn-primary w-full sm:w-auto" onClick={() => void start()} disabled={building}>
        <Download aria-hidden="true" className="size-4" />
        {building ? 'Exporting…' : 'Export everything'}
      </button>
    </div>
  );
}
