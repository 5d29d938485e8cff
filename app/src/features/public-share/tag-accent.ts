/**
 * A public entry's accent colour, chosen by its first tag (core spec 2): tech, health, business,
 * design, science, art and learning have their own; anything else is blue. Full class names are
 * written out so Tailwind sees them.
 */
export interface Accent {
  name: string;
  /** The card's coloured edge. */
  stripe: string;
  /** Tag chips: readable (4.5:1) in both themes. */
  chip: string;
}

const ACCENTS = {
  tech: { name: 'tech', stripe: 'bg-violet-500', chip: 'bg-violet-50 text-violet-800 dark:bg-violet-950 dark:text-violet-200' },
  health: { name: 'health', stripe: 'bg-emerald-500', chip: 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200' },
  business: { name: 'business', stripe: 'bg-amber-500', chip: 'bg-amber-50 text-amber-800 dark:bg-amber-950 dark:text-amber-200' },
  design: { name: 'design', stripe: 'bg-pink-500', chip: 'bg-pink-50 text-pink-800 dark:bg-pink-950 dark:text-pink-200' },
  science: { name: 'science', stripe: 'bg-cyan-500', chip: 'bg-cyan-50 text-cyan-800 dark:bg-cyan-950 dark:text-cyan-200' },
  art: { name: 'art', stripe: 'bg-orange-500', chip: 'bg-orange-50 text-orange-800 dark:bg-orange-950 dark:text-orange-200' },
  learning: { name: 'learning', stripe: 'bg-indigo-500', chip: 'bg-indigo-50 text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200' },
} as const satisfies Record<string, Accent>;

export const DEFAULT_ACCENT: Accent = {
  name: 'blue',
  stripe: 'bg-blue-500',
  chip: 'bg-blue-50 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
};

export function accentForTags(tags: readonly string[]): Accent {
  const first = tags[0]?.trim().toLowerCase() ?? '';
  return Object.hasOwn(ACCENTS, first) ? ACCENTS[first as keyof typeof ACCENTS] : DEFAULT_ACCENT;
}
