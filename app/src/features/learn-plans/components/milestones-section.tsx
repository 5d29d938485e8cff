/** A plan's milestones in its detail: online only, and only once the plan is on the server. */
import { useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import type { LocalLearnPlan } from '../../../db/local-records';
import { useOnline } from '../../../sync/use-sync-state';
import { useAddMilestone, useMilestones, useToggleMilestone } from '../data/use-milestones';

export function MilestonesSection({ plan }: { plan: LocalLearnPlan }) {
  const online = useOnline();
  // A plan made offline has no server row yet: its milestones would be refused.
  const onServer = plan.version > 0;
  const milestones = useMilestones(plan.id, online && onServer);
  const add = useAddMilestone(plan.id);
  const toggle = useToggleMilestone(plan.id);
  const [title, setTitle] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed) return;
    add.mutate({ title: trimmed, order: milestones.data?.length ?? 0 }, { onSuccess: () => setTitle('') });
  };

  let body;
  if (!online) body = <p className="text-sm text-ink-muted">Milestones need a connection.</p>;
  else if (!onServer) body = <p className="text-sm text-ink-muted">Milestones are available once this plan has synced.</p>;
  else if (milestones.isPending) body = <p className="text-sm text-ink-muted">Loading milestones…</p>;
  else if (milestones.isError) body = <p className="text-sm text-danger">Could not load the milestones.</p>;
  else {
    body = (
      <>
        {milestones.data.length === 0 ? (
          <p className="text-sm text-ink-muted">No milestones yet.</p>
        ) : (
          <ul className="space-y-1">
            {milestones.data.map((m) => (
              <li key={m.id}>
                <label className="flex min-h-10 items-center gap-3 rounded-lg px-2 text-sm text-ink hover:bg-surface-muted">
                  <input
                    type="checkbox"
                    className="size-4 accent-brand-600"
                    checked={m.isCompleted}
                    onChange={() => toggle.mutate({ id: m.id, isCompleted: !m.isCompleted })}
                  />
                  <span className={m.isCompleted ? 'text-ink-muted line-through' : undefined}>{m.title}</span>
                </label>
              </li>
            ))}
          </ul>
        )}
        <form className="mt-2 flex gap-2" onSubmit={submit}>
          <label className="flex-1">
            <span className="sr-only">New milestone</span>
            <input className="input" placeholder="Add a milestone" value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} />
          </label>
          <button type="submit" className="btn-secondary px-3" disabled={!title.trim() || add.isPending} aria-label="Add milestone">
            <Plus aria-hidden="true" className="size-4" />
          </button>
        </form>
      </>
    );
  }

  return (
    <section aria-labelledby="plan-milestones-heading">
      <h3 id="plan-milestones-heading" className="mb-2 text-sm font-semibold text-ink">
        Milestones
      </h3>
      {body}
    </section>
  );
}
