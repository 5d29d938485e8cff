import { ChartLine, PenLine, UserPlus } from 'lucide-react';
import { SECTION_IDS } from './landing-links';
import { SectionHeading } from './section-heading';

const STEPS = [
  {
    icon: UserPlus,
    title: 'Create your free account',
    text: 'A two-minute setup: add your first resource, a goal and your social links, or skip straight to writing.',
  },
  {
    icon: PenLine,
    title: 'Log what you learn',
    text: 'Write a short journal entry in markdown, tag it, and link the book, course or video it came from.',
  },
  {
    icon: ChartLine,
    title: 'Watch your progress grow',
    text: 'Streaks, goals and weekly stats show how far you have come, and what to learn next.',
  },
] as const;

export function HowItWorksSection() {
  return (
    <section id={SECTION_IDS.howItWorks} aria-labelledby="how-it-works-title" className="py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="how-it-works-title"
          eyebrow="How It Works"
          title="From first note to lasting knowledge"
          intro="Three steps, a few minutes a day. LearnLog keeps the habit simple so it sticks."
        />
        <ol className="mt-14 grid grid-cols-1 gap-6 md:grid-cols-3">
          {STEPS.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="card relative p-6 sm:p-7">
              <div className="flex items-center gap-4">
                <span className="grid size-12 place-items-center rounded-2xl bg-brand text-white shadow-sm shadow-brand-900/30">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <span className="text-sm font-semibold text-ink-muted">Step {index + 1}</span>
              </div>
              <h3 className="mt-5 text-lg font-semibold tracking-tight">{title}</h3>
              <p className="mt-2 text-ink-muted">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
