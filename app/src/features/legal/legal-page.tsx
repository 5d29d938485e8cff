/**
 * The frame of /privacy and /terms: public pages, readable signed in or not. Their words are in
 * plain constants (privacy-text.ts, terms-text.ts) so a self-hoster edits one file each.
 */
import { Link } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { BrandLogo } from '../../components/brand-logo';
import type { LegalText } from './legal-text';

export function LegalPage({ text }: { text: LegalText }) {
  return (
    <main className="mx-auto w-full max-w-2xl px-4 py-10 sm:py-16">
      <title>{`${text.title} · LearnLog`}</title>
      <Link to="/" className="mb-8 inline-block rounded-lg" aria-label="LearnLog home">
        <BrandLogo />
      </Link>
      <article className="card p-6 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{text.title}</h1>
        <p className="mt-2 text-sm text-ink-muted">{text.intro}</p>
        {text.sections.map((section) => (
          <section key={section.heading} className="mt-6">
            <h2 className="text-lg font-semibold text-ink">{section.heading}</h2>
            <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm leading-relaxed text-ink">
              {section.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </section>
        ))}
      </article>
      <Link to="/" className="btn-ghost mt-6 -ml-3">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to LearnLog
      </Link>
    </main>
  );
}
