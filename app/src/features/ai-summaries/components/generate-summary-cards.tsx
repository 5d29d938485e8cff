/** The Weekly and Monthly generate cards, and this month's allowance under them. */
import { CalendarDays, CalendarRange, LoaderCircle, Sparkles } from 'lucide-react';
import type { SummaryType } from '@learnlog/shared';
import { isAtMonthlyLimit, monthlyUsageText, SUMMARY_CARDS } from '../data/summary-labels';

interface GenerateSummaryCardsProps {
  usage: { used: number; limit: number } | undefined;
  /** The type being generated now, if any: one at a time. */
  generating: SummaryType | undefined;
  /** Generating needs the server. */
  offline: boolean;
  onGenerate: (type: SummaryType) => void;
}

export function GenerateSummaryCards({ usage, generating, offline, onGenerate }: GenerateSummaryCardsProps) {
  // The monthly allowance limits monthly summaries only.
  const atLimit = usage ? isAtMonthlyLimit(usage) : false;
  return (
    <section aria-label="Generate a summary" className="space-y-3">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {SUMMARY_CARDS.map(({ type, title, description }) => {
          const Icon = type === 'weekly' ? CalendarDays : CalendarRange;
          const busy = generating === type;
          return (
            <article key={type} className="card flex flex-col gap-4 p-5">
              <div className="flex items-start gap-3">
                <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-soft text-brand-ink">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <h2 className="font-semibold text-ink">{title}</h2>
                  <p className="text-sm text-ink-muted">{description}</p>
                </div>
              </div>
              <button
                type="button"
                className="btn-primary mt-auto"
                disabled={!usage || offline || (type === 'monthly' && atLimit) || generating !== undefined}
                onClick={() => onGenerate(type)}
              >
                {busy ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : <Sparkles aria-hidden="true" className="size-4" />}
                {busy ? 'Generating...' : `Generate ${title}`}
              </button>
            </article>
          );
        })}
      </div>
      {usage && (
        <p data-testid="summary-usage" className={atLimit ? 'text-sm font-medium text-danger' : 'text-sm text-ink-muted'}>
          {monthlyUsageText(usage)}
        </p>
      )}
    </section>
  );
}
