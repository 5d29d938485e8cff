/** The filters that came from elsewhere (a resource or goal page, the calendar), each one tap from gone. */
import { format } from 'date-fns';
import { X } from 'lucide-react';
import type { JournalFilter } from '../data/journal-filter';
import { useFilterLabels } from '../data/use-filter-labels';

const dayLabel = (day: string) => format(new Date(`${day}T12:00:00`), 'MMM d, yyyy');

function daysLabel(from: string | null, to: string | null): string | null {
  if (from !== null && from === to) return `Written on ${dayLabel(from)}`;
  if (from !== null && to !== null) return `Written ${dayLabel(from)} – ${dayLabel(to)}`;
  if (from !== null) return `Written since ${dayLabel(from)}`;
  if (to !== null) return `Written until ${dayLabel(to)}`;
  return null;
}

export function ActiveFilters({ filter, onChange }: { filter: JournalFilter; onChange: (change: Partial<JournalFilter>) => void }) {
  const labels = useFilterLabels(filter.resource, filter.goal);
  const chips: Array<{ key: string; label: string; clear: Partial<JournalFilter> }> = [];
  if (filter.resource !== null) chips.push({ key: 'resource', label: `Resource: ${labels?.resource ?? '…'}`, clear: { resource: null } });
  if (filter.goal !== null) chips.push({ key: 'goal', label: `Goal: ${labels?.goal ?? '…'}`, clear: { goal: null } });
  const days = daysLabel(filter.from, filter.to);
  if (days) chips.push({ key: 'days', label: days, clear: { from: null, to: null } });
  if (chips.length === 0) return null;
  return (
    <ul aria-label="Other filters" className="flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={chip.key} className="inline-flex max-w-full min-h-9 items-center gap-1 rounded-full bg-brand-soft pr-1 pl-3.5 text-sm font-medium text-brand-ink">
          <span className="truncate">{chip.label}</span>
          <button type="button" aria-label={`Clear filter: ${chip.label}`} onClick={() => onChange(chip.clear)} className="grid size-8 shrink-0 place-items-center rounded-full hover:bg-surface">
            <X aria-hidden="true" className="size-4" />
          </button>
        </li>
      ))}
    </ul>
  );
}
