import { BookOpen, ExternalLink } from 'lucide-react';
import { safeHref } from '../../components/markdown-view';
import { useSharedEntryResources } from './data/public-queries';

/** The resources a shared entry links to (asked only when it links any). */
export function SharedEntryResources({ shareId }: { shareId: string }) {
  const resources = useSharedEntryResources(shareId, true);
  if (resources.isPending || resources.isError || resources.data.length === 0) return null;
  return (
    <section aria-labelledby="linked-resources-heading" className="mt-10">
      <h2 id="linked-resources-heading" className="text-lg font-semibold">
        Linked Resources
      </h2>
      <ul className="mt-3 space-y-3">
        {resources.data.map((resource) => {
          const href = resource.url ? safeHref(resource.url) : undefined;
          return (
            <li key={resource.id} className="card flex items-start gap-3 p-4">
              <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand-soft text-brand-ink">
                <BookOpen aria-hidden="true" className="size-5" />
              </span>
              <div className="min-w-0">
                <p className="font-medium">
                  {href ? (
                    <a href={href} target="_blank" rel="noopener noreferrer nofollow" className="inline-flex items-center gap-1 hover:text-brand-ink">
                      {resource.title}
                      <ExternalLink aria-hidden="true" className="size-3.5" />
                    </a>
                  ) : (
                    resource.title
                  )}
                </p>
                <p className="text-sm text-ink-muted capitalize">{resource.type}</p>
                {resource.description && <p className="mt-1 text-sm text-ink-muted">{resource.description}</p>}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
