import { describe, expect, it } from 'vitest';
import { topScores } from './top-scores';

describe('topScores', () => {
  it('picks the best ids, best first, a higher id first on a tie, as a full sort would', () => {
    const scores = new Map<number, number>();
    let seed = 7;
    for (let id = 1; id <= 2_000; id += 1) {
      seed = (seed * 48_271) % 2_147_483_647;
      scores.set(id, seed % 50); // many ties
    }
    const sorted = [...scores].sort((a, b) => b[1] - a[1] || b[0] - a[0]).map(([id]) => id);
    const matches = { ids: [...scores.keys()], scores: [...scores.values()] };
    for (const count of [0, 1, 31, 500, 5_000]) expect(topScores(matches, count)).toEqual(sorted.slice(0, count));
  });
});
