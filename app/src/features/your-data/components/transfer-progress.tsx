/** Export and import progress: what is happening, and how far (without a value: under way). */
import { ProgressBar } from '../../../components/progress-bar';

export function TransferProgress({ label, value }: { label: string; value?: number }) {
  return (
    <div className="space-y-2" role="status">
      <p className="text-sm text-ink-muted">{label}</p>
      <ProgressBar label={label} value={value === undefined ? undefined : value * 100} />
    </div>
  );
}
