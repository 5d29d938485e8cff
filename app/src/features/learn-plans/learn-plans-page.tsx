/**
 * /learn-plans (accounts spec, Learn Plans): plans are synced records, read from and written to
 * the device's database, so the list, New, Edit and Delete all work offline.
 */
import { useMemo, useState } from 'react';
import { Map as MapIcon, Plus } from 'lucide-react';
import { learnPlanProgress, type LearnPlanProgress } from '@learnlog/shared';
import { PageLoader } from '../../components/page-loader';
import type { LocalLearnPlan } from '../../db/local-records';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { PageHeader } from '../../components/page-header';
import { LearnPlanCard } from './components/learn-plan-card';
import { LearnPlanDetailDialog } from './components/learn-plan-detail-dialog';
import { LearnPlanFormDialog } from './components/learn-plan-form-dialog';
import { PremiumUpsell } from '../../components/premium-upsell';
import { useLearnPlans, usePlanLinkSources } from './data/use-learn-plans';
import { useLearnPlanActions } from './data/use-learn-plan-actions';
import { usePremium } from './data/use-premium';
import { useLearnPlansMilestones } from './data/use-milestones';
import { useOnline } from '../../sync/use-sync-state';

const TITLE = 'Learn Plans';
const SUBTITLE = 'Turn a big goal into a plan: the resources to work through and the entries that record the way.';

const NO_PLANS: LocalLearnPlan[] = [];

type FormState = { mode: 'new' } | { mode: 'edit'; plan: LocalLearnPlan } | null;

export default function LearnPlansPage() {
  const premium = usePremium();
  return (
    <section className="mx-auto w-full max-w-6xl space-y-6">
      {premium ? (
        <LearnPlans />
      ) : (
        <>
          <PageHeader title={TITLE} subtitle={SUBTITLE} />
          <PremiumUpsell feature={TITLE} description="Plan what you learn: link resources and journal entries to a goal, set a target date and watch your progress." />
        </>
      )}
    </section>
  );
}

function LearnPlans() {
  const plans = useLearnPlans();
  const sources = usePlanLinkSources();
  const actions = useLearnPlanActions();
  const [form, setForm] = useState<FormState>(null);
  const [detailId, setDetailId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<LocalLearnPlan | null>(null);

  const milestones = useLearnPlansMilestones(plans ?? NO_PLANS, useOnline());
  const progressById = useMemo(() => {
    const map = new Map<number, LearnPlanProgress>();
    for (const plan of plans ?? []) map.set(plan.id, learnPlanProgress(plan.linkedResourceIds, sources.resources, milestones.get(plan.id)));
    return map;
  }, [plans, sources.resources, milestones]);
  // Looked up live, so the detail follows an edit and closes when its plan goes.
  const detail = plans?.find((p) => p.id === detailId);

  const newButton = (
    <button type="button" className="btn-primary" onClick={() => setForm({ mode: 'new' })}>
      <Plus aria-hidden="true" className="size-4" />
      New Plan
    </button>
  );

  return (
    <>
      <PageHeader title={TITLE} subtitle={SUBTITLE} action={newButton} />
      {plans === undefined ? (
        <PageLoader label="Loading plans…" />
      ) : plans.length === 0 ? (
        <div className="card flex flex-col items-center gap-3 p-10 text-center">
          <MapIcon aria-hidden="true" className="size-10 text-brand-ink" />
          <h2 className="text-lg font-semibold text-ink">No Learn Plans Yet</h2>
          <p className="max-w-md text-sm text-ink-muted">Create your first plan to organise the resources and entries that lead to a goal.</p>
        </div>
      ) : (
        <ul aria-label="Learn plans" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {plans.map((plan) => (
            <li key={plan.id} className="flex">
              <LearnPlanCard
                plan={plan}
                progress={progressById.get(plan.id) ?? learnPlanProgress([], [])}
                onOpen={() => setDetailId(plan.id)}
                onEdit={() => setForm({ mode: 'edit', plan })}
                onDelete={() => setDeleting(plan)}
              />
            </li>
          ))}
        </ul>
      )}

      <LearnPlanFormDialog
        open={form !== null}
        onOpenChange={(open) => !open && setForm(null)}
        plan={form?.mode === 'edit' ? form.plan : undefined}
        sources={sources}
        onSubmit={(input) => (form?.mode === 'edit' ? actions.update(form.plan, input) : actions.create(input))}
      />
      <LearnPlanDetailDialog
        plan={detail}
        progress={detail && progressById.get(detail.id)}
        sources={sources}
        onClose={() => setDetailId(null)}
        onEdit={(plan) => {
          setDetailId(null);
          setForm({ mode: 'edit', plan });
        }}
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete learn plan"
        description="Are you sure you want to delete this learn plan?"
        onConfirm={() => {
          if (!deleting) return;
          // Deleting the selected plan clears the selection (accounts spec 4).
          if (detailId === deleting.id) setDetailId(null);
          void actions.remove(deleting);
          setDeleting(null);
        }}
      />
    </>
  );
}
