import { Quote } from 'lucide-react';
import { SECTION_IDS } from './landing-links';
import { SectionHeading } from './section-heading';

const TESTIMONIALS = [
  {
    quote: 'I finally remember what I read. Ten minutes of journaling after each chapter changed how I study.',
    name: 'Maya Chen',
    role: 'Software engineer',
  },
  {
    quote: 'The streak keeps me honest. Forty days in, I have a record of every course module I finished.',
    name: 'David Okafor',
    role: 'Data science student',
  },
  {
    quote: 'I write entries on the subway with no signal and they are simply there on my laptop later.',
    name: 'Sofia Martínez',
    role: 'UX designer',
  },
] as const;

export function TestimonialsSection() {
  return (
    <section
      id={SECTION_IDS.testimonials}
      aria-labelledby="testimonials-title"
      className="border-t border-line bg-surface-muted/60 py-20 sm:py-28"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="testimonials-title"
          eyebrow="Testimonials"
          title="Loved by learners who keep going"
          intro="Students, engineers and designers use LearnLog to make their learning stick."
        />
        <ul className="mt-14 grid grid-cols-1 gap-6 md:grid-cols-3">
          {TESTIMONIALS.map(({ quote, name, role }) => (
            <li key={name}>
              <figure className="card flex h-full flex-col p-6 sm:p-7">
                <Quote aria-hidden="true" className="size-7 text-brand-300" />
                <blockquote className="mt-4 flex-1 text-ink">“{quote}”</blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="grid size-10 place-items-center rounded-full bg-brand-soft text-sm font-semibold text-brand-ink"
                  >
                    {name.charAt(0)}
                  </span>
                  <span>
                    <span className="block text-sm font-semibold">{name}</span>
                    <span className="block text-sm text-ink-muted">{role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
