import { NavLink } from 'react-router-dom';
import { clsx } from 'clsx';
import { FeedbackWidget } from '../../features/feedback-widget/feedback-widget';
import { navSections } from './nav-items';
import { DailyUsageCard } from './daily-usage-card';
import { ThisWeekCard } from './this-week-card';

/**
 * The navigation list shared by the desktop sidebar and the phone's drawer, the one feedback
 * item, then the learner's This Week and (seekers) Daily Usage cards, outside the nav landmark.
 * Rows are compact so the whole column fits a 900 px tall window without scrolling.
 */
export function SidebarNav({ isAdmin, onNavigate }: { isAdmin: boolean; onNavigate?: () => void }) {
  return (
    <div className="flex flex-col gap-4">
      <nav aria-label="Main" className="flex flex-col gap-3">
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
                        'flex min-h-9 items-center gap-3 rounded-xl px-3 text-sm font-medium transition-colors',
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
      <div className="flex flex-col gap-2">
        <ThisWeekCard />
        <DailyUsageCard onNavigate={onNavigate} />
      </div>
    </div>
  );
}
