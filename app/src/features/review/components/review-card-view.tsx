/**
 * One card: the learner recalls from the card alone, reveals the context (entry title and date,
 * a rendered excerpt, a link to the entry), then rates it or, for a question, answers it.
 */
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { format, parseISO } from 'date-fns';
import { ArrowUpRight, Lightbulb, MessageCircleQuestion } from 'lucide-react';
import { REVIEW, type RatingPreview, type ReviewRating } from '@learnlog/shared';
import { MarkdownView } from '../../../components/markdown-view';
import type { LocalEntry } from '../../../db/local-records';
import type { LocalReviewCard } from '../../../db/review-cards';
import { AnswerForm } from './answer-form';
import { RatingButtons } from './rating-buttons';

/** The start of the entry, cut at a line so the markdown stays whole. */
function excerptOf(content: string, chars: number = REVIEW.excerptChars): string {
  if (content.length <= chars) return content;
  const cut = content.lastIndexOf('\n', chars);
  return `${content.slice(0, cut > chars / 2 ? cut : chars).trimEnd()} …`;
}

interface Props {
  card: LocalReviewCard;
  /** undefined while it is being read, null when the device no longer has it. */
  entry: LocalEntry | null | undefined;
  revealed: boolean;
  onReveal: () => void;
  previews: readonly RatingPreview[];
  onRate: (rating: ReviewRating) => void;
  onAnswer: (text: string) => Promise<void>;
}

export function ReviewCardView({ card, entry, revealed, onReveal, previews, onRate, onAnswer }: Props) {
  const [answering, setAnswering] = useState(false);
  const actions = useRef<HTMLDivElement>(null);
  // On a phone the context pushes the ratings below the fold: bring them up to the thumb (their
  // scroll margin keeps them clear of the bottom bar).
  useEffect(() => {
    if (!revealed) return;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    actions.current?.scrollIntoView({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
  }, [revealed]);
  const isQuestion = card.kind === 'question';
  const Icon = isQuestion ? MessageCircleQuestion : Lightbulb;
  return (
    <article aria-labelledby="review-card-text" className="card flex flex-col gap-5 p-5 sm:p-7">
      <p className="inline-flex items-center gap-1.5 self-start rounded-full bg-brand-soft px-2.5 py-1 text-xs font-semibold text-brand-ink">
        <Icon aria-hidden="true" className="size-3.5" />
        {isQuestion ? 'Question' : 'Key learning'}
      </p>
      <h2 id="review-card-text" className="text-xl font-semibold tracking-tight break-words text-ink sm:text-2xl">
        {card.text}
      </h2>
      {!revealed ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-ink-muted">{isQuestion ? 'Answer it in your head first.' : 'What do you remember about it?'}</p>
          <button type="button" className="btn-primary min-h-14 text-base" onClick={onReveal} aria-keyshortcuts="Space">
            Show context
            <kbd className="hidden rounded border border-white/40 px-1.5 font-sans text-xs lg:inline">Space</kbd>
          </button>
          {/* An open question can be answered straight away: the form opens beside its context. */}
          {isQuestion && (
            <button
              type="button"
              className="btn-secondary"
              onClick={() => {
                setAnswering(true);
                onReveal();
              }}
            >
              Answer this question
            </button>
          )}
        </div>
      ) : (
        <>
          <section aria-label="From your journal" className="rounded-xl border border-line bg-surface-muted/60 p-4">
            {entry ? (
              <>
                <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                  <Link to={`/journal/entry/${entry.id}`} className="inline-flex items-center gap-1 font-semibold break-words text-brand-ink hover:underline">
                    {entry.title}
                    <ArrowUpRight aria-hidden="true" className="size-4 shrink-0" />
                  </Link>
                  <time dateTime={entry.createdAt} className="text-xs text-ink-muted">
                    {format(parseISO(entry.createdAt), 'MMMM d, yyyy')}
                  </time>
                </div>
                <MarkdownView
                  markdown={excerptOf(entry.content)}
                  className="mt-2 text-sm text-ink [&_h1]:text-base [&_h2]:text-base [&_h3]:text-sm"
                />
              </>
            ) : entry === null ? (
              <p className="text-sm text-ink-muted">This entry is not on this device any more.</p>
            ) : (
              <div aria-hidden="true" className="h-24 animate-pulse rounded-lg bg-surface-muted" />
            )}
          </section>
          {answering ? (
            <AnswerForm onAnswer={onAnswer} onCancel={() => setAnswering(false)} />
          ) : (
            <div ref={actions} className="scroll-mb-32 space-y-3 lg:scroll-mb-6">
              <RatingButtons previews={previews} onRate={onRate} />
              {isQuestion && entry && (
                <button type="button" className="btn-secondary w-full" onClick={() => setAnswering(true)}>
                  Answer
                </button>
              )}
            </div>
          )}
        </>
      )}
    </article>
  );
}
