import { Suspense, lazy, useEffect } from 'react';
import { Link, Outlet } from 'react-router-dom';
import type { User } from '@learnlog/shared';
import { useSignedInUser } from '../../features/auth/current-user';
import { BrandLogo } from '../../components/brand-logo';
import { ScreenSkeleton } from '../../components/screen-skeleton';
import { MobileBottomNav, MobileTopBar } from './mobile-nav';
import { SidebarCards, SidebarNav } from './sidebar-nav';
import { UserCard } from './user-card';
import { DeviceSessionGate } from '../session/device-session-gate';
import { preloadDailyScreens } from '../lazy-screens';
import { SyncIndicator } from '../../features/sync-status/sync-indicator';
import { SyncNoticeToasts } from '../../features/sync-status/sync-notice-toasts';
import { useSignInAgain } from '../session/use-sign-in-again';
import { useMediaQuery } from '../../lib/use-media-query';
import { useFirstScreenPainted } from '../../lib/first-screen-painted';
import { BackToSetup } from '../../features/onboarding';

const OnboardingDialog = lazy(() => import('../../features/onboarding/onboarding-dialog'));

/** The sync state, on every signed-in screen. A paused sync (401) leads to sign-in; a 426 reloads into the new version. */
function SyncStatus({ className }: { className?: string }) {
  const signInAgain = useSignInAgain();
  return (
    <div className={className}>
      <SyncIndicator onSignIn={signInAgain} onUpdate={() => window.location.reload()} />
    </div>
  );
}

function SyncNotices() {
  return <SyncNoticeToasts onSignIn={useSignInAgain()} />;
}

/**
 * The signed-in frame: a fixed sidebar from the large breakpoint up; on phones a top bar with a
 * drawer and a bottom bar. Screens render in the main column (the child route).
 */
export default function AppLayout() {
  const user = useSignedInUser();
  return (
    <DeviceSessionGate user={user}>
      <SignedInFrame user={user} />
    </DeviceSessionGate>
  );
}

/** Tailwind's `lg`, where the sidebar replaces the phone's bars. */
const WIDE = '(min-width: 64rem)';

function SignedInFrame({ user }: { user: User }) {
  useEffect(() => preloadDailyScreens(), []);
  // The dialog opens a second after the screen anyway; its code is not fetched before the screen.
  const painted = useFirstScreenPainted();
  // One frame per width, not both with one hidden: a hidden sidebar still runs its live queries.
  // Why: docs/decisions/007-batched-push.md
  const wide = useMediaQuery(WIDE);
  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-surface px-4 py-2 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      {wide && (
        <aside className="fixed inset-y-0 left-0 z-30 flex w-64 flex-col border-r border-line bg-surface px-4 py-3">
          <Link to="/" className="mb-2 self-start rounded-lg px-1" aria-label="LearnLog dashboard">
            <BrandLogo />
          </Link>
          {/* Only the navigation scrolls in a short window: the cards below it stay in sight. */}
          <div className="-mx-1 min-h-0 flex-1 overflow-y-auto px-1">
            <SidebarNav isAdmin={user.isAdmin} />
          </div>
          <SidebarCards className="pt-2" />
          <SyncStatus className="pt-2" />
          <div className="pt-2">
            <UserCard user={user} />
          </div>
        </aside>
      )}
      {!wide && <MobileTopBar user={user} syncStatus={<SyncStatus className="min-w-0" />} />}
      <main id="main" tabIndex={-1} className="px-4 pt-6 pb-24 outline-none sm:px-6 lg:ml-64 lg:px-10 lg:pt-10 lg:pb-12">
        {!user.onboardingCompleted && <BackToSetup />}
        <Suspense fallback={<ScreenSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
      {!wide && <MobileBottomNav />}
      <SyncNotices />
      {!user.onboardingCompleted && painted && (
        <Suspense fallback={null}>
          <OnboardingDialog />
        </Suspense>
      )}
    </div>
  );
}
