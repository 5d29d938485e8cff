/** The edit dialog's progress field: a number from 0 to 100; anything else becomes 0 (core spec 5). */
export function parseProgressInput(text: string): number {
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(value)) return 0;
  return clampProgress(value);
}

/** A whole percentage from 0 to 100 (core spec 5). */
export function clampProgress(value: number): number {
  return Math.round(Math.min(100, Math.max(0, value)));
}
