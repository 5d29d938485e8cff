/** "Study the next N due": the learner picks N and starts a sitting of the soonest-due cards. */
import { useId, useState, type FormEvent } from 'react';
import { REVIEW } from '@learnlog/shared';

export function ReviewAheadForm({ onStart }: { onStart: (count: number) => void }) {
  const id = useId();
  const [count, setCount] = useState<number>(REVIEW.defaultAhead);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onStart(count);
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-center justify-center gap-2">
      <label htmlFor={id} className="text-sm text-ink-muted">
        Review ahead
      </label>
      <select id={id} className="input w-auto min-w-20" value={count} onChange={(event) => setCount(Number(event.target.value))}>
        {REVIEW.aheadChoices.map((n) => (
          <option key={n} value={n}>
            {n} cards
          </option>
        ))}
      </select>
      <button type="submit" className="btn-secondary">
        Study the next {count}
      </button>
    </form>
  );
}
