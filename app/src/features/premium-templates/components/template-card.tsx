/** One template in the grid: what it is for, how often it is used, favourite, Use Template. */
import { Heart, PenLine } from 'lucide-react';
import { clsx } from 'clsx';
import type { PremiumTemplate } from '@learnlog/shared';

interface TemplateCardProps {
  template: PremiumTemplate;
  favorite: boolean;
  /** Favouriting needs the server; offline the heart only shows the state. */
  canFavorite: boolean;
  onToggleFavorite: () => void;
  onUse: () => void;
}

const usageText = (n: number) => `Used ${n} ${n === 1 ? 'time' : 'times'}`;

export function TemplateCard({ template, favorite, canFavorite, onToggleFavorite, onUse }: TemplateCardProps) {
  return (
    <article aria-label={template.title} className="card flex w-full flex-col gap-3 p-5">
      <header className="flex items-start justify-between gap-3">
        <h2 className="font-semibold text-ink">{template.title}</h2>
        <button
          type="button"
          className="btn-ghost -mt-2 -mr-2 px-2.5"
          aria-pressed={favorite}
          aria-label={favorite ? `Remove ${template.title} from favorites` : `Add ${template.title} to favorites`}
          disabled={!canFavorite}
          onClick={onToggleFavorite}
        >
          <Heart aria-hidden="true" className={clsx('size-5', favorite ? 'fill-red-500 text-red-500' : 'text-ink-muted')} />
        </button>
      </header>
      <p className="text-sm text-ink-muted">{template.description}</p>
      {template.tags.length > 0 && (
        <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
          {template.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-surface-muted px-2.5 py-0.5 text-xs text-ink-muted">
              #{tag}
            </li>
          ))}
        </ul>
      )}
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-brand-ink">Preview</summary>
        <pre className="mt-2 max-h-64 overflow-auto rounded-xl bg-surface-muted p-3 font-sans text-xs whitespace-pre-wrap text-ink">
          {template.template}
        </pre>
      </details>
      <footer className="mt-auto flex items-center justify-between gap-3 pt-2">
        <span className="text-xs text-ink-muted">{usageText(template.usageCount)}</span>
        <button type="button" className="btn-primary" onClick={onUse}>
          <PenLine aria-hidden="true" className="size-4" />
          Use Template
        </button>
      </footer>
    </article>
  );
}
