/**
 * The changes feed read ahead of the pull's writer. Each page's cursor is the next request's
 * `since`, so the next request goes the moment a page's head arrives (the server puts the cursor
 * there too), not once its body is read and checked, nor when the writer gets to it:
 * up to `ahead` pages wait, and the writer takes every page that is already here at once (one
 * transaction, one round of live queries for all of them). Writing is the slow side of a pull
 * (10,000 rows take ~2 s to put, ~1 s to fetch), so it rarely waits for the network.
 */
import type { SyncChangesResponse } from '@learnlog/shared';
import type { Transport, TransportFailure } from './transport';

export type FeedAnswer = { kind: 'ok'; body: SyncChangesResponse } | TransportFailure;

interface Slot {
  answer: Promise<FeedAnswer>;
  /** Set once the answer is here. */
  settled?: FeedAnswer;
}

export interface PageFeed {
  /** The next answer, waiting for it if need be, and every answer after it that is already here. */
  take(): Promise<FeedAnswer[]>;
}

/** A feed from `since`; it stops fetching after an answer that is not a page with more after it. */
export function pageFeed(transport: Transport, since: number, limit: number, full: boolean, ahead = 2): PageFeed {
  const slots: Slot[] = [];
  /**
   * Pages asked for on an answer's head (its cursor), before that answer's body was read, by the
   * cursor they start from. A page is still queued from its body's cursor, so the order holds even
   * if a head ever disagreed with its body: such a page would only go unused.
   */
  const asked = new Map<number, Promise<FeedAnswer>>();
  /** Where to go on once the writer has made room: from a body, and from a head that came without room. */
  let paused: number | null = null;
  let heldHead: number | null = null;
  /** Every `since` asked for: a page is never asked for twice. */
  const started = new Set<number>();
  const waiting = () => slots.length + asked.size;

  const ask = (from: number) => {
    if (started.has(from)) return;
    if (waiting() < ahead) asked.set(from, fetchFrom(from));
    else heldHead = from;
  };
  const fetchFrom = (from: number): Promise<FeedAnswer> => {
    started.add(from);
    return transport.changes(from, limit, full, ask);
  };
  const request = (from: number) => {
    const early = asked.get(from);
    asked.delete(from);
    const slot: Slot = { answer: early ?? fetchFrom(from) };
    slots.push(slot);
    void slot.answer.then((answer) => {
      slot.settled = answer;
      if (answer.kind !== 'ok' || 'reset' in answer.body || !answer.body.hasMore) return;
      if (asked.has(answer.body.cursor) || waiting() < ahead) request(answer.body.cursor);
      else paused = answer.body.cursor;
    }, () => undefined); // a transport that throws: `take` gives the error to the pull
  };
  request(since);

  return {
    async take() {
      const first = slots[0];
      if (!first) throw new Error('The feed has ended');
      const answers = [await first.answer];
      slots.shift();
      // A page's own `then` (above) ran before this await returned: anything settled is in `slots`.
      while (slots[0]?.settled && isPage(answers[answers.length - 1])) answers.push((slots.shift() as Slot).settled as FeedAnswer);
      if (paused !== null && waiting() < ahead) {
        const from = paused;
        paused = null;
        request(from);
      }
      if (heldHead !== null && waiting() < ahead) {
        const from = heldHead;
        heldHead = null;
        ask(from);
      }
      return answers;
    },
  };
}

/** An answer that is a page with more after it (the feed goes on past it). */
function isPage(answer: FeedAnswer | undefined): boolean {
  return answer?.kind === 'ok' && !('reset' in answer.body) && answer.body.hasMore;
}
