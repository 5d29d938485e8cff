/**
 * /review/cards, the card browser: every card the journal makes, soonest due first, found by its
 * text or state; each can be edited (its entry's text, through the outbox), suspended, resumed,
 * started over and its history read. Reads and writes the device only, so it works offline.
 */
import { useDeferredValue, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { CardRow } from './card-row';
import type { CardFilter } from './data/card-browser-queries';
import { useCardActions, useCardPage } from './data/use-card-browser';

const PAGE = 50;
const FILTERS: Record<CardFilter, string> = { all: 'All cards', due: 'Due today', suspended: 'Suspended' };

export default function ReviewCardsPage() {
  const id = useId();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<CardFilter>('all');
  const [limit, setLimit] = useState(PAGE);
  const page = useCardPage(useDeferredValue(search), filter, limit);
  const actions = useCardActions();
  return (
    <section className="mx-auto w-full max-w-3xl">
      <PageHeader
        title="Review cards"
        subtitle="Every card from your journal: fix its text, suspend it or start it over."
        action={
          <Link to="/review" className="btn-secondary self-start sm:self-auto">
            Back to review
          </Link>
        }
      />
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <div className="flex-1">
          <label htmlFor={`${id}-search`} className="sr-only">
            Find a card
          </label>
          <input id={`${id}-search`} type="search" className="input" placeholder="Find a card" value={search} onChange={(event) => setSearch(event.target.value)} />
        </div>
        <div>
          <label htmlFor={`${id}-filter`} className="sr-only">
            Show
          </label>
          <select id={`${id}-filter`} className="input sm:w-44" value={filter} onChange={(event) => setFilter(event.target.value as CardFilter)}>
            {Object.entries(FILTERS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {page === undefined ? (
        <div aria-hidden="true" className="card mt-4 h-40 animate-pulse bg-surface-muted" />
      ) : (
        <>
          <p className="mt-4 text-sm text-ink-muted" aria-live="polite">
            {page.matching === 1 ? '1 card' : `${page.matching} cards`}
          </p>
          {page.cards.length === 0 ? (
            <p className="card mt-3 px-6 py-10 text-center text-ink-muted">
              {filter === 'all' && !search.trim() ? 'No cards yet: an entry’s key learning and its questions become cards.' : 'No card matches.'}
            </p>
          ) : (
            <ul className="mt-3 space-y-3">
              {page.cards.map(({ card, entryTitle }) => (
                <CardRow key={card.id} card={card} entryTitle={entryTitle} today={page.today} actions={actions} />
              ))}
            </ul>
          )}
          {page.matching > page.cards.length && (
            <button type="button" className="btn-secondary mt-4 w-full" onClick={() => setLimit((n) => n + PAGE)}>
              Show more cards
            </button>
          )}
        </>
      )}
    </section>
  );
}
