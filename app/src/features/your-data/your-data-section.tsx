/** Profile → "Your data": take everything out, bring a journal in. */
import { ExportPanel } from './components/export-panel';
import { ImportPanel } from './components/import-panel';

export function YourDataSection() {
  return (
    <section aria-labelledby="your-data-heading" className="card p-5 sm:p-6">
      <h2 id="your-data-heading" className="text-lg font-semibold text-ink">
        Your data
      </h2>
      <p className="mt-1 text-sm text-ink-muted">Your journal is yours: take all of it with you, or bring one in from elsewhere.</p>
      <div className="mt-5 grid gap-6 border-t border-line pt-5 md:grid-cols-2 md:gap-8">
        <ExportPanel />
        <ImportPanel />
      </div>
    </section>
  );
}
