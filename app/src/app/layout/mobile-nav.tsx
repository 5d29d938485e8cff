import { useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import * as Dialog from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { clsx } from 'clsx';
import type { User } from '@learnlog/shared';
import { BrandLogo } from '../../components/brand-logo';
import { BOTTOM_NAV } from './nav-items';
import { SidebarCards, SidebarNav } from './sidebar-nav';
import { UserCard } from './user-card';
import { WhenOpen } from '../../components/when-open';

/** Phones: a top bar whose menu opens the full sidebar as a drawer. */
export function MobileTopBar({ user, syncStatus }: { user: User; syncStatus: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <header className="sticky top-0 z-30 flex h-[calc(3.5rem+env(safe-area-inset-top))] items-center justify-between border-b border-line bg-canvas/85 px-4 pt-[env(safe-area-inset-top)] backdrop-blur lg:hidden">
      <Link to="/" className="shrink-0 rounded-lg" aria-label="LearnLog dashboard">
        {/* Under 400 px the mark alone (the link is labelled), so the sync words fit beside it. */}
        <BrandLogo className="[&>span:first-child]:size-8 max-[400px]:[&>span:last-child]:hidden" />
      </Link>
      {/* min-w-0: on a 360 px phone the sync words shrink (ellipsis) instead of pushing the menu off screen. */}
      <div className="flex min-w-0 items-center gap-1">
      {syncStatus}
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger className="btn-ghost -mr-2 shrink-0 px-2.5" aria-label="Open menu">
          <Menu aria-hidden="true" className="size-6" />
        </Dialog.Trigger>
        <WhenOpen open={open}>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/40 backdrop-blur-sm" />
            <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-[min(20rem,88vw)] flex-col overflow-y-auto bg-surface p-4 shadow-xl">
              <div className="mb-6 flex items-center justify-between">
                <Dialog.Title className="sr-only">Menu</Dialog.Title>
                <Dialog.Description className="sr-only">Go to any LearnLog screen or sign out.</Dialog.Description>
                <BrandLogo />
                <Dialog.Close className="btn-ghost -mr-2 px-2.5" aria-label="Close menu">
                  <X aria-hidden="true" className="size-5" />
                </Dialog.Close>
              </div>
              <SidebarNav isAdmin={user.isAdmin} onNavigate={() => setOpen(false)} />
              <SidebarCards className="mt-4" onNavigate={() => setOpen(false)} />
              <div className="mt-auto pt-6">
                <UserCard user={user} />
              </div>
            </Dialog.Content>
          </Dialog.Portal>
        </WhenOpen>
      </Dialog.Root>
      </div>
    </header>
  );
}

/** Phones: the four daily screens one thumb-tap away. */
export function MobileBottomNav() {
  return (
    <nav
      aria-label="Quick"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 pr-[env(safe-area-inset-right)] pb-[env(safe-area-inset-bottom)] pl-[env(safe-area-inset-left)] backdrop-blur lg:hidden"
    >
      <ul className="mx-auto grid max-w-md grid-cols-5">
        {BOTTOM_NAV.map(({ label, shortLabel, to, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={to === '/'}
              aria-label={label}
              className={({ isActive }) =>
                clsx(
                  'flex min-h-14 flex-col items-center justify-center gap-1 text-[11px] font-medium',
                  isActive ? 'text-brand-ink' : 'text-ink-muted',
                )
              }
            >
              <Icon aria-hidden="true" className="size-5" />
              <span aria-hidden="true">{shortLabel ?? label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
