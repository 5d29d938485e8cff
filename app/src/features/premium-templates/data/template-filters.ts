/** Which templates the grid shows: the chosen category, favourites only, and a search query. */
import { TEMPLATE_SEARCH_MIN_LENGTH, type PremiumTemplate, type TemplateCategoryId } from '@learnlog/shared';

/** The chip and dropdown choice: every template, one category, or the learner's favourites. */
export type TemplateFilter = 'all' | 'favorites' | TemplateCategoryId;

/** Spec: search runs only when the query is longer than 2 characters. */
export function isSearchQuery(query: string): boolean {
  return query.trim().length >= TEMPLATE_SEARCH_MIN_LENGTH;
}

/** The server's rule, for searching the device's copy offline: title, description or a tag, any case. */
export function matchesQuery(template: PremiumTemplate, query: string): boolean {
  const q = query.trim().toLocaleLowerCase();
  const has = (text: string) => text.toLocaleLowerCase().includes(q);
  return has(template.title) || has(template.description) || template.tags.some(has);
}

export function applyFilter(templates: readonly PremiumTemplate[], filter: TemplateFilter, favorites: ReadonlySet<number>): PremiumTemplate[] {
  if (filter === 'all') return [...templates];
  if (filter === 'favorites') return templates.filter((t) => favorites.has(t.id));
  return templates.filter((t) => t.category === filter);
}
