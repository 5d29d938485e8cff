/**
 * The best `count` of many scored ids, best first (a higher id, a newer entry, first on a tie),
 * without sorting them all: a search matching 9,800 entries shows 30 of them.
 */
export function topScores(matches: { readonly ids: readonly number[]; readonly scores: readonly number[] }, count: number): number[] {
  // A heap of the best seen so far, its worst at the root.
  const ids: number[] = [];
  const values: number[] = [];
  const worse = (i: number, j: number) => {
    const a = values[i] ?? 0;
    const b = values[j] ?? 0;
    return a < b || (a === b && (ids[i] ?? 0) < (ids[j] ?? 0));
  };
  const swap = (i: number, j: number) => {
    [ids[i], ids[j]] = [ids[j] ?? 0, ids[i] ?? 0];
    [values[i], values[j]] = [values[j] ?? 0, values[i] ?? 0];
  };
  const down = (from: number) => {
    for (let i = from; ; ) {
      const left = 2 * i + 1;
      const right = left + 1;
      let least = i;
      if (left < ids.length && worse(left, least)) least = left;
      if (right < ids.length && worse(right, least)) least = right;
      if (least === i) return;
      swap(i, least);
      i = least;
    }
  };
  for (let k = 0; k < matches.ids.length; k += 1) {
    const id = matches.ids[k] ?? 0;
    const score = matches.scores[k] ?? 0;
    if (ids.length < count) {
      ids.push(id);
      values.push(score);
      for (let i = ids.length - 1; i > 0 && worse(i, (i - 1) >> 1); i = (i - 1) >> 1) swap(i, (i - 1) >> 1);
    } else if (count > 0 && (score > (values[0] ?? 0) || (score === values[0] && id > (ids[0] ?? 0)))) {
      ids[0] = id;
      values[0] = score;
      down(0);
    }
  }
  return ids
    .map((id, i) => ({ id, score: values[i] ?? 0 }))
    .sort((a, b) => b.score - a.score || b.id - a.id)
    .map(({ id }) => id);
}
