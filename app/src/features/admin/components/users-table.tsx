import { format } from 'date-fns';
import { clsx } from 'clsx';
import type { AdminUser } from '@learnlog/shared';
import { statusBadges, trialCell } from '../data/admin-figures';
import { ResetLinkButton } from './reset-link-dialog';

interface UsersTableProps {
  users: readonly AdminUser[];
  onMakeAdmin: (id: number) => void;
  /** The id being promoted right now, if any. */
  pendingId: number | undefined;
}

const BADGE_STYLE: Record<string, string> = {
  Admin: 'bg-brand-soft text-brand-ink',
  Lifetime: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
};

function fullName(user: AdminUser): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email.split('@')[0] || user.email;
}

export function UsersTable({ users, onMakeAdmin, pendingId }: UsersTableProps) {
  const now = new Date();
  return (
    // A scrolling region must take focus, so keyboard users can scroll it (with no buttons in it, nothing else would).
    <div className="card overflow-x-auto" tabIndex={0} role="region" aria-label="Users">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <thead className="border-b border-line text-xs tracking-wider text-ink-muted uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">User</th>
            <th scope="col" className="px-4 py-3 font-semibold">Status</th>
            <th scope="col" className="px-4 py-3 font-semibold">Trial Days Left</th>
            <th scope="col" className="px-4 py-3 font-semibold">Joined</th>
            <th scope="col" className="px-4 py-3 font-semibold">Actions</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {users.map((user) => {
            const trial = trialCell(user, now);
            return (
              <tr key={user.id} data-testid="admin-user-row">
                <td className="px-4 py-3">
                  <p className="font-medium text-ink">{fullName(user)}</p>
                  <p className="text-ink-muted">{user.email}</p>
                </td>
                <td className="px-4 py-3">
                  <div className="flex flex-wrap gap-1.5">
                    {statusBadges(user, now).map((badge) => (
                      <span key={badge} className={clsx('rounded-full px-2.5 py-0.5 text-xs font-semibold', BADGE_STYLE[badge] ?? 'bg-surface-muted text-ink-muted')}>
                        {badge}
                      </span>
                    ))}
                  </div>
                </td>
                <td className={clsx('px-4 py-3 tabular-nums', trial.urgent ? 'font-semibold text-danger' : 'text-ink')} data-urgent={trial.urgent || undefined}>
                  {trial.text}
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-ink-muted">{format(new Date(user.createdAt), 'MMM d, yyyy')}</td>
                <td className="px-4 py-3">
                  <div className="flex flex-wrap gap-2">
                    <ResetLinkButton user={user} />
                    {!user.isAdmin && (
                      <button type="button" className="btn-secondary min-h-9 px-3" disabled={pendingId !== undefined} onClick={() => onMakeAdmin(user.id)}>
                        {pendingId === user.id ? 'Granting...' : 'Make Admin'}
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
