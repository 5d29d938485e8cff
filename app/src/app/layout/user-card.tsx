import { membership, membershipLabel, type User } from '@learnlog/shared';
import { SignOutButton } from './sign-out-button';

function displayName(user: User): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return name || user.email.split('@')[0] || user.email;
}

/** The sidebar's foot: who is signed in, on which plan, and Sign out. */
export function UserCard({ user }: { user: User }) {
  const name = displayName(user);
  // What the learner has now: Trial, their plan, lifetime, or Seeker once the trial is over.
  const badge = membershipLabel(membership(user, new Date()));

  return (
    <div className="flex items-center gap-3 border-t border-line px-1 pt-3">
      {user.profileImageUrl ? (
        <img src={user.profileImageUrl} alt="" className="size-9 shrink-0 rounded-full object-cover" />
      ) : (
        <span
          aria-hidden="true"
          className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-soft text-base font-semibold text-brand-ink"
          data-testid="user-initial"
        >
          {name.charAt(0).toUpperCase()}
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold text-ink" data-testid="user-name">
          {name}
        </p>
        <p className="flex min-w-0 items-center gap-1.5">
          <span className="shrink-0 rounded-full border border-line px-1.5 text-[11px] leading-4 font-semibold text-ink-muted" data-testid="user-plan">
            {badge}
          </span>
          <span className="truncate text-xs text-ink-muted" data-testid="user-email">
            {user.email}
          </span>
        </p>
      </div>
      <SignOutButton />
    </div>
  );
}
