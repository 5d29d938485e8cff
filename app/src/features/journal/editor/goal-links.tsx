/**
 * Linking the entry to active goals, with how much it moves them (5–50% in steps of 5, default
 * 10; core spec 5). Shown only to scholar and above with at least one active goal (core spec 6).
 */
import * as Slider from '@radix-ui/react-slider';
import { GOAL_PROGRESS } from '@learnlog/shared';
import type { LocalGoal } from '../../../db/local-records';

export interface GoalLinksProps {
  goals: LocalGoal[];
  linked: number[];
  onLinkedChange: (ids: number[]) => void;
  progress: number;
  onProgressChange: (progress: number) => void;
}

export function GoalLinks({ goals, linked, onLinkedChange, progress, onProgressChange }: GoalLinksProps) {
  const toggle = (goalId: number, on: boolean) => onLinkedChange(on ? [...linked, goalId] : linked.filter((id) => id !== goalId));
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-ink">Linked Goals</legend>
      <ul className="max-h-40 space-y-1 overflow-y-auto rounded-xl border border-line p-1.5">
        {goals.map((goal) => (
          <li key={goal.id}>
            <label className="flex min-h-10 cursor-pointer items-center gap-2.5 rounded-lg px-2 hover:bg-surface-muted">
              <input
                type="checkbox"
                className="size-4 accent-brand-600"
                checked={linked.includes(goal.id)}
                onChange={(event) => toggle(goal.id, event.target.checked)}
              />
              <span className="min-w-0 flex-1 truncate text-sm text-ink">{goal.title}</span>
              <span className="text-xs text-ink-muted">{goal.progress}%</span>
            </label>
          </li>
        ))}
      </ul>
      {linked.length > 0 && (
        <div className="mt-3">
          <div className="mb-2 flex items-center justify-between text-sm">
            <span id="goal-progress-label" className="text-ink">
              Progress contribution
            </span>
            <span className="font-semibold text-brand-ink">{progress}%</span>
          </div>
          <Slider.Root
            min={GOAL_PROGRESS.min}
            max={GOAL_PROGRESS.max}
            step={GOAL_PROGRESS.step}
            value={[progress]}
            onValueChange={([value]) => onProgressChange(value ?? GOAL_PROGRESS.default)}
            className="relative flex h-6 w-full touch-none items-center select-none"
          >
            <Slider.Track className="relative h-1.5 grow rounded-full bg-surface-muted">
              <Slider.Range className="absolute h-full rounded-full bg-brand" />
            </Slider.Track>
            <Slider.Thumb aria-labelledby="goal-progress-label" className="block size-5 rounded-full border-2 border-brand bg-surface shadow focus-visible:outline-2 focus-visible:outline-brand-500" />
          </Slider.Root>
          <p className="mt-1 text-xs text-ink-muted">Each newly linked goal moves forward by this much.</p>
        </div>
      )}
    </fieldset>
  );
}
