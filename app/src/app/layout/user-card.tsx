import { PLANS, type User } from '@learnlog/shared';
import { SignOutButton } from './sign-out-button';

function displayName(user: User): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return name || user.email.split('@')[0] || user.email;
}

/** The sidebar's foot: who is signed in, on which plan, and Sign out. */
export function UserCard({ user }: { user: User }) {
  const name = displayName(user);
  const plan = user.lifetimeAccess && user.subscriptionType === 'seeker' ? PLANS.beta : PLANS[user.subscriptionType];

  return (
    <div className="border-t border-line pt-4">
      <div className="flex items-center gap-3 px-1">
        <span
          aria-hidden="true"
          className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-soft text-base font-semibold text-brand-ink"
        >
          {name.charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold text-ink" data-testid="user-name">
            {name}
          </p>
          <p className="truncate text-xs text-ink-muted" data-testid="user-email">
            {user.email}
          </p>
        </div>
      </div>
      <div className="mt-3 flex items-center justify-between gap-2">
        <SignOutButton />
        <span className="rounded-full border border-line px-2.5 py-0.5 text-xs font-semibold text-ink-muted" data-testid="user-plan">
          {user.isAdmin ? 'Admin' : plan.displayName}
        </span>
      </div>
    </div>
  );
}
