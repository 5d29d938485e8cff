/**
 * Small JSON values kept in localStorage (per-user caches of online-only lists). The storage is
 * the device's, not ours: what no longer fits the schema, or cannot be read, is treated as absent;
 * a refused write (private mode, full storage) is ignored, since the screens still work online.
 */
import type { z } from 'zod';

export function readStoredJson<S extends z.ZodType>(key: string, schema: S): z.output<S> | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeStoredJson(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Refused: nothing to do (see above).
  }
}
