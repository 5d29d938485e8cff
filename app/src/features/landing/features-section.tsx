import { BookOpen, Flame, Library, Sparkles, Target, WifiOff } from 'lucide-react';
import { SECTION_IDS } from './landing-links';
import { SectionHeading } from './section-heading';

const FEATURES = [
  {
    icon: BookOpen,
    title: 'Markdown journal',
    text: 'Write rich entries with headings, lists and tables. Note key learnings and open questions as you go.',
  },
  {
    icon: Library,
    title: 'Resource tracking',
    text: 'Books, courses, articles, videos, podcasts and docs in one list, from To Learn to Completed.',
  },
  {
    icon: Target,
    title: 'Learning goals',
    text: 'Set goals with target dates and link entries to them, so every session moves something forward.',
  },
  {
    icon: Flame,
    title: 'Streaks and progress',
    text: 'Daily streaks, completion rates and weekly stats keep your momentum visible.',
  },
  {
    icon: Sparkles,
    title: 'AI learning summaries',
    text: 'Weekly and monthly summaries surface key insights, recurring themes and a question to reflect on.',
  },
  {
    icon: WifiOff,
    title: 'Works offline',
    text: 'Write on the train or in the park. LearnLog saves on your device and syncs when you are back online.',
  },
] as const;

export function FeaturesSection() {
  return (
    <section
      id={SECTION_IDS.features}
      aria-labelledby="features-title"
      className="border-y border-line bg-surface-muted/60 py-20 sm:py-28"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="features-title"
          eyebrow="Features"
          title="Everything you need to learn on purpose"
          intro="One calm place for what you learn, where it came from, and where you are going."
        />
        <ul className="mt-14 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="card p-6 transition-shadow hover:shadow-md">
              <span className="grid size-11 place-items-center rounded-xl bg-brand-soft text-brand-ink">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-5 font-semibold tracking-tight">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-ink-muted">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
