import { yearlySavingsLabel, type BillingCycle } from '../data/plan-actions';

/**
 * The monthly/yearly switch. The accounts spec has it on the page but hidden, so it renders with
 * `hidden` and recurring plans are sold monthly until the product decides to show it.
 */
export function BillingCycleToggle({ value, onChange }: { value: BillingCycle; onChange: (cycle: BillingCycle) => void }) {
  const option = (cycle: BillingCycle, label: string) => (
    <button
      type="button"
      aria-pressed={value === cycle}
      onClick={() => onChange(cycle)}
      className={value === cycle ? 'btn-primary' : 'btn-ghost'}
    >
      {label}
    </button>
  );
  return (
    <div hidden data-testid="billing-cycle-toggle" className="mt-6 flex items-center justify-center gap-2">
      {option('monthly', 'Monthly')}
      {option('yearly', 'Yearly')}
      <span className="text-sm font-medium text-brand-ink">{yearlySavingsLabel()}</span>
    </div>
  );
}
