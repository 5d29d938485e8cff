/** /goals: Active Goals, and (when any) Paused Goals and Completed Goals, from the device. */
import { Target } from 'lucide-react';
import { goalSections } from './data/goal-sections';
import { useGoals } from './data/use-goals';
import { GoalList } from './components/goal-list';
import { NewGoalButton } from './components/goal-form-dialog';
import { useListScrollMemory } from '../../lib/use-list-scroll-memory';
import { useSetupArrival } from '../onboarding';

export default function GoalsPage() {
  const goals = useGoals();
  const { active, paused, completed } = goalSections(goals ?? []);
  useListScrollMemory('goals', goals !== undefined);
  const setup = useSetupArrival('goals');

  return (
    <section className="mx-auto w-full max-w-6xl">
      <title>Learning Goals · LearnLog</title>
      <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Learning Goals</h1>
          <p className="mt-1 text-ink-muted">Set what you want to learn and track how far you have come.</p>
        </div>
        <NewGoalButton openKey={setup.arrival} onClosed={setup.onClosed} />
      </div>

      <section aria-labelledby="active-goals-heading">
        <h2 id="active-goals-heading" className="mb-4 text-lg font-semibold text-ink">
          Active Goals ({active.length})
        </h2>
        {goals === undefined ? (
          <div aria-hidden="true" className="card h-40 animate-pulse" />
        ) : active.length === 0 ? (
          <div className="card flex flex-col items-center px-6 py-12 text-center">
            <span className="grid size-12 place-items-center rounded-2xl bg-brand-soft text-brand-ink">
              <Target aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-4 font-semibold text-ink">No active goals</h3>
            <p className="mt-1 max-w-sm text-sm text-ink-muted">Create a goal to give your learning a direction.</p>
            <div className="mt-5">
              <NewGoalButton label="Create Goal" />
            </div>
          </div>
        ) : (
          <GoalList goals={active} />
        )}
      </section>

      {paused.length > 0 && (
        <section aria-labelledby="paused-goals-heading" className="mt-10">
          <h2 id="paused-goals-heading" className="mb-4 text-lg font-semibold text-ink">
            Paused Goals ({paused.length})
          </h2>
          <GoalList goals={paused} />
        </section>
      )}

      {completed.length > 0 && (
        <section aria-labelledby="completed-goals-heading" className="mt-10">
          <h2 id="completed-goals-heading" className="mb-4 text-lg font-semibold text-ink">
            Completed Goals ({completed.length})
          </h2>
          <GoalList goals={completed} />
        </section>
      )}
    </section>
  );
}
