/** One summary in Recent Summaries; unread ones carry the highlight ring and 'Mark as read'. */
import { format } from 'date-fns';
import { clsx } from 'clsx';
import { Check, Lightbulb, MessageCircleQuestion, Repeat } from 'lucide-react';
import type { AiSummary } from '@learnlog/shared';
import { BASIC_SUMMARY_LABEL, entriesAnalyzedText, SUMMARY_TYPE_LABELS } from '../data/summary-labels';

interface SummaryCardProps {
  summary: AiSummary;
  onMarkRead: (id: number) => void;
  marking: boolean;
  /** Marking read needs the server. */
  canMarkRead: boolean;
}

export function SummaryCard({ summary, onMarkRead, marking, canMarkRead }: SummaryCardProps) {
  const typeLabel = SUMMARY_TYPE_LABELS[summary.summaryType];
  const title = `${typeLabel} Learning Summary`;
  return (
    <article
      aria-label={`${title}, ${format(new Date(summary.createdAt), 'MMM d, yyyy')}${summary.isRead ? '' : ', unread'}`}
      data-unread={summary.isRead ? undefined : 'true'}
      className={clsx('card space-y-4 p-5', !summary.isRead && 'ring-2 ring-brand-400')}
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="rounded-full bg-brand-soft px-2.5 py-0.5 text-xs font-semibold text-brand-ink">{typeLabel}</span>
            {summary.source === 'basic' && (
              <span className="rounded-full bg-surface-muted px-2.5 py-0.5 text-xs font-medium text-ink-muted">{BASIC_SUMMARY_LABEL}</span>
            )}
          </div>
          <h3 className="text-lg font-semibold text-ink">{title}</h3>
          <p className="text-sm text-ink-muted">
            {format(new Date(summary.createdAt), 'MMM d, yyyy')} · {entriesAnalyzedText(summary.entriesAnalyzed)}
          </p>
        </div>
        {!summary.isRead && (
          <button type="button" className="btn-secondary" disabled={marking || !canMarkRead} onClick={() => onMarkRead(summary.id)}>
            <Check aria-hidden="true" className="size-4" />
            Mark as read
          </button>
        )}
      </header>

      <div>
        <h4 className="flex items-center gap-2 text-sm font-semibold text-ink">
          <Lightbulb aria-hidden="true" className="size-4 text-brand-ink" />
          Key Insights
        </h4>
        <ul className="mt-2 list-disc space-y-1 pl-6 text-sm text-ink">
          {summary.keyInsights.map((insight, i) => (
            <li key={i}>{insight}</li>
          ))}
        </ul>
      </div>

      {summary.recurringThemes.length > 0 && (
        <div>
          <h4 className="flex items-center gap-2 text-sm font-semibold text-ink">
            <Repeat aria-hidden="true" className="size-4 text-brand-ink" />
            Recurring Themes
          </h4>
          <ul className="mt-2 flex flex-wrap gap-2">
            {summary.recurringThemes.map((theme) => (
              <li key={theme} className="rounded-full border border-line px-3 py-1 text-sm text-ink">
                {theme}
              </li>
            ))}
          </ul>
        </div>
      )}

      <div className="rounded-xl bg-surface-muted p-4">
        <h4 className="flex items-center gap-2 text-sm font-semibold text-ink">
          <MessageCircleQuestion aria-hidden="true" className="size-4 text-brand-ink" />
          Reflection Prompt
        </h4>
        <p className="mt-1 text-sm text-ink">{summary.reflectionPrompt}</p>
      </div>
    </article>
  );
}
