/** Text with a search's words marked (search-snippet.ts). */
import type { MarkedText } from '../data/search-snippet';

export function Marked({ parts }: { parts: readonly MarkedText[] }) {
  return parts.map((part, i) =>
    part.marked ? (
      <mark key={i} className="rounded-sm bg-brand-soft px-0.5 font-medium text-brand-ink">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}
