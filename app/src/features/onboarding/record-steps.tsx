/** The bodies of steps 2 to 5: a way to do the step, or what the learner has done so far. */
import { ArrowRight, CircleDashed, CircleCheck } from 'lucide-react';
import { ONBOARDING, markdownPreview, type User } from '@learnlog/shared';
import type { OnboardingProgress } from './data/onboarding-progress';
import { SummaryList } from './summary-list';

type Go = (path: string) => void;

function StepAction({ label, path, onGo }: { label: string; path: string; onGo: Go }) {
  return (
    <button type="button" className="btn-secondary mt-4" onClick={() => onGo(path)}>
      {label}
      <ArrowRight aria-hidden="true" className="size-4" />
    </button>
  );
}

export function ResourcesStep({ progress, onGo }: { progress: OnboardingProgress; onGo: Go }) {
  if (progress.resources.total === 0) return <StepAction label="Add Resource" path="/resources" onGo={onGo} />;
  return (
    <SummaryList
      label="Your resources"
      summary={progress.resources}
      renderItem={(resource) => (
        <span className="flex items-baseline justify-between gap-3">
          <span className="truncate font-medium">{resource.title}</span>
          <span className="shrink-0 text-xs text-ink-muted capitalize">{resource.type}</span>
        </span>
      )}
    />
  );
}

/** The onboarding text names these four (core spec 3); they are optional, after name and picture. */
const PROFILE_FIELDS = [
  { label: 'Twitter', field: 'twitterHandle' },
  { label: 'LinkedIn', field: 'linkedinProfile' },
  { label: 'GitHub', field: 'githubHandle' },
  { label: 'Website', field: 'websiteUrl' },
] as const;

function ProfileRow({ label, value }: { label: string; value: string | undefined }) {
  return (
    <li className="flex min-w-0 items-center gap-2.5 rounded-xl border border-line px-3 py-2.5 text-sm">
      {value ? (
        <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-emerald-600 dark:text-emerald-400" />
      ) : (
        <CircleDashed aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
      )}
      <span className="font-medium">{label}</span>
      <span className="ml-auto truncate text-ink-muted">{value || 'Not added'}</span>
    </li>
  );
}

export function ProfileStep({ user, onGo }: { user: User; onGo: Go }) {
  const name = [user.firstName, user.lastName].map((part) => part?.trim()).filter(Boolean).join(' ');
  return (
    <div>
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2" aria-label="Name and picture">
        <ProfileRow label="Name" value={name} />
        <ProfileRow label="Picture" value={user.profileImageUrl ? 'Added' : undefined} />
      </ul>
      <p className="mt-4 mb-2 text-sm font-semibold">
        Social links <span className="font-normal text-ink-muted">(optional)</span>
      </p>
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2" aria-label="Profile links">
        {PROFILE_FIELDS.map(({ label, field }) => (
          <ProfileRow key={field} label={label} value={user[field]?.trim()} />
        ))}
      </ul>
      <StepAction label="Update Profile" path="/profile" onGo={onGo} />
    </div>
  );
}

const EXAMPLE_GOALS = [
  'Finish an online course on React by the end of the month',
  'Read one book about design every month',
  'Learn the basics of machine learning this quarter',
] as const;

export function GoalsStep({ progress, onGo }: { progress: OnboardingProgress; onGo: Go }) {
  if (progress.goals.total > 0) {
    return (
      <SummaryList label="Your goals" summary={progress.goals} renderItem={(goal) => <span className="block truncate font-medium">{goal.title}</span>} />
    );
  }
  return (
    <div>
      <p className="text-sm font-semibold">For example:</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink-muted">
        {EXAMPLE_GOALS.map((goal) => (
          <li key={goal}>{goal}</li>
        ))}
      </ul>
      <StepAction label="Create Goal" path="/goals" onGo={onGo} />
    </div>
  );
}

const ENTRY_HINTS = [
  'What you learned today',
  'Insights and aha moments',
  'Questions you want to explore next',
  'Links to the resources and goals it relates to',
] as const;

export function JournalStep({ progress, onGo }: { progress: OnboardingProgress; onGo: Go }) {
  if (progress.entries.total > 0) {
    return (
      <SummaryList
        label="Your journal entries"
        summary={progress.entries}
        renderItem={(entry) => (
          <>
            <span className="block truncate font-medium">{entry.title}</span>
            {entry.tags.length > 0 && (
              <span className="mt-1 flex flex-wrap gap-1">
                {entry.tags.slice(0, ONBOARDING.summaryTagsPerEntry).map((tag) => (
                  <span key={tag} className="rounded-full bg-brand-soft px-2 py-0.5 text-xs font-medium text-brand-ink">
                    {tag}
                  </span>
                ))}
              </span>
            )}
            <span className="mt-1 line-clamp-2 whitespace-pre-line text-ink-muted">{markdownPreview(entry.content, 160)}</span>
          </>
        )}
      />
    );
  }
  return (
    <div>
      <p className="text-sm font-semibold">Ideas for your entry:</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink-muted">
        {ENTRY_HINTS.map((hint) => (
          <li key={hint}>{hint}</li>
        ))}
      </ul>
      <StepAction label="Write First Entry" path="/new-entry" onGo={onGo} />
    </div>
  );
}
