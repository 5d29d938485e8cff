import { NavLink } from 'react-router-dom';
import { clsx } from 'clsx';
import { FeedbackWidget } from '../../features/feedback-widget/feedback-widget';
import { navSections } from './nav-items';
import { DailyUsageCard } from './daily-usage-card';
import { ThisWeekCard } from './this-week-card';

/**
 * The navigation list shared by the desktop sidebar and the phone's drawer, and the one feedback
 * item. Desktop rows are compact (26 px, above the 24 px target size) so the whole sidebar fits a 900 px tall window.
 */
export function SidebarNav({ isAdmin, onNavigate }: { isAdmin: boolean; onNavigate?: () => void }) {
  return (
    <div className="flex flex-col gap-2">
      <nav aria-label="Main" className="flex flex-col gap-1.5">
        {navSections(isAdmin).map((section, index) => (
          <div key={section.title ?? `section-${index}`}>
            {section.title && (
              <p className="mb-1 px-3 text-[11px] font-semibold tracking-wider text-ink-muted uppercase">{section.title}</p>
            )}
            <ul className="flex flex-col gap-px">
              {section.items.map(({ label, to, icon: Icon }) => (
                <li key={to}>
                  <NavLink
                    to={to}
                    end={to === '/'}
                    onClick={onNavigate}
                    className={({ isActive }) =>
                      clsx(
                        'flex min-h-11 items-center gap-3 rounded-xl px-3 text-sm font-medium transition-colors lg:min-h-[26px]',
                        isActive ? 'bg-brand-soft text-brand-ink' : 'text-ink-muted hover:bg-surface-muted hover:text-ink',
                      )
                    }
                  >
                    <Icon aria-hidden="true" className="size-[18px] shrink-0" />
                    {label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <FeedbackWidget />
    </div>
  );
}

/**
 * The learner's This Week and (seekers) Daily Usage cards, outside the nav landmark. The desktop
 * sidebar keeps them below the navigation, never scrolled out of sight.
 */
export function SidebarCards({ onNavigate, className }: { onNavigate?: () => void; className?: string }) {
  return (
    <div className={clsx('flex flex-col gap-2', className)}>
      <ThisWeekCard />
      <DailyUsageCard onNavigate={onNavigate} />
    </div>
  );
}
