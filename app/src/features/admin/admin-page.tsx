/**
 * /admin (accounts spec, Admin panel): the figures, the users with Make Admin, and the feedback
 * learners sent. Admins only (the server refuses everyone else with 403); online only.
 */
import { ShieldCheck, WifiOff } from 'lucide-react';
import { PageLoader } from '../../components/page-loader';
import { useSignedInUser } from '../auth';
import { useOnline } from '../../sync/use-sync-state';
import { AccessDenied } from './components/access-denied';
import { FeedbackList } from './components/feedback-list';
import { StatCards } from './components/stat-cards';
import { UsersTable } from './components/users-table';
import { adminStats } from './data/admin-figures';
import { isForbidden, loadErrorText, useAdminFeedback, useAdminUsers, useMakeAdmin } from './data/use-admin';

export default function AdminPage() {
  const user = useSignedInUser();
  const online = useOnline();
  const users = useAdminUsers(user.isAdmin && online);
  const feedback = useAdminFeedback(user.isAdmin && online);
  const makeAdmin = useMakeAdmin();

  if (!user.isAdmin || isForbidden(users.error)) return <AccessDenied />;

  return (
    <section className="mx-auto w-full max-w-6xl space-y-8">
      <title>Admin Panel · LearnLog</title>
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Admin Panel</h1>
        <span className="inline-flex items-center gap-1 rounded-full bg-brand px-3 py-1 text-xs font-semibold text-white">
          <ShieldCheck aria-hidden="true" className="size-3.5" />
          Super Admin
        </span>
      </header>
      {!online ? (
        <p role="status" className="flex items-center gap-2 rounded-xl border border-line bg-surface-muted px-4 py-3 text-sm text-ink-muted">
          <WifiOff aria-hidden="true" className="size-4 shrink-0" />
          The Admin Panel needs a connection. Reconnect to see users and feedback.
        </p>
      ) : users.isPending ? (
        <PageLoader label="Loading users…" />
      ) : users.isError ? (
        <p role="alert" className="text-danger">
          {loadErrorText(users.error)}
        </p>
      ) : (
        <>
          <StatCards stats={adminStats(users.data, new Date())} />
          <section aria-labelledby="admin-users-heading" className="space-y-3">
            <h2 id="admin-users-heading" className="text-xl font-semibold tracking-tight text-ink">
              Users
            </h2>
            <UsersTable
              users={users.data}
              onMakeAdmin={(id) => makeAdmin.mutate(id)}
              pendingId={makeAdmin.isPending ? makeAdmin.variables : undefined}
            />
          </section>
          <section aria-labelledby="admin-feedback-heading" className="space-y-3">
            <h2 id="admin-feedback-heading" className="text-xl font-semibold tracking-tight text-ink">
              Feedback
            </h2>
            {feedback.isPending ? (
              <PageLoader label="Loading feedback…" />
            ) : feedback.isError ? (
              <p role="alert" className="text-danger">
                {loadErrorText(feedback.error)}
              </p>
            ) : (
              <FeedbackList items={feedback.data} />
            )}
          </section>
        </>
      )}
    </section>
  );
}
