import { FIELD_LIMITS } from '../constants';

/**
 * The server's three-way check for text fields (docs/sync-protocol.md, rule 5). For each text field the
 * update sends with a `base`: if the server's current value still equals the base, the update
 * applies; if it moved on and the incoming value differs from it too, the field conflicts.
 * Fields sent without a base are treated as last-writer-wins.
 */
export function conflictingTextFields(
  textFields: readonly string[],
  incoming: Record<string, unknown>,
  base: Record<string, string | null | undefined> | undefined,
  current: Record<string, unknown>,
): string[] {
  if (!base) return [];
  const normalise = (v: unknown) => (v === undefined ? null : v);
  return textFields.filter((field) => {
    if (!(field in incoming) || !(field in base)) return false;
    const baseValue = normalise(base[field]);
    const currentValue = normalise(current[field]);
    const incomingValue = normalise(incoming[field]);
    return baseValue !== currentValue && incomingValue !== currentValue;
  });
}

/**
 * Title of the learner's own version kept beside the server's: "{title} (conflict copy {day})",
 * the title cut so the whole stays within the title limit.
 */
export function conflictCopyTitle(title: string, day: string): string {
  const suffix = ` (conflict copy ${day})`;
  const room = FIELD_LIMITS.title - suffix.length;
  return `${title.length > room ? `${title.slice(0, room - 1)}…` : title}${suffix}`;
}
