/**
 * The changes feed read ahead of the pull's writer. Each page's cursor is the next request's
 * `since`, so the next request goes the moment a page arrives, not when the writer gets to it:
 * up to `ahead` pages wait, and the writer takes every page that is already here at once (one
 * transaction, one round of live queries for all of them). Writing is the slow side of a pull,
 * so it rarely waits for the network. Why: docs/decisions/007-batched-push.md
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
  /** Where to go on once the writer has made room. */
  let paused: number | null = null;

  const request = (from: number) => {
    const slot: Slot = { answer: transport.changes(from, limit, full) };
    slots.push(slot);
    void slot.answer.then((answer) => {
      slot.settled = answer;
      if (answer.kind !== 'ok' || 'reset' in answer.body || !answer.body.hasMore) return;
      if (slots.length < ahead) request(answer.body.cursor);
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
      if (paused !== null && slots.length < ahead) {
        const from = paused;
        paused = null;
        request(from);
      }
      return answers;
    },
  };
}

/** An answer that is a page with more after it (the feed goes on past it). */
function isPage(answer: FeedAnswer | undefined): boolean {
  return answer?.kind === 'ok' && !('reset' in answer.body) && answer.body.hasMore;
}
