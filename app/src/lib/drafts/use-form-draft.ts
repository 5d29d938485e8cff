/**
 * Keeps a form's values on the device as the learner types, and puts them back when the form is
 * opened again (after Escape was refused, a closed tab, a crash, a reload). The learner sees that
 * a draft was restored and can start over with Discard draft.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDatabase } from '../../sync/sync-context';
import { discardDraft, readDraft, saveDraft } from '../../db/form-drafts';

/** Long enough to batch a burst of typing, short enough that a crash loses at most a word. */
const SAVE_DELAY_MS = 300;

/**
 * Form values are flat records of text, numbers, flags and lists of them. Compared field by
 * field (not through JSON) because an entry's photos are megabytes of text, compared on every
 * keystroke.
 */
function sameValues(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameValues(item, b[i]));
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) || Array.isArray(b)) return false;
  const keys = Object.keys(a);
  const other = b as Record<string, unknown>;
  return keys.length === Object.keys(b).length && keys.every((key) => sameValues((a as Record<string, unknown>)[key], other[key]));
}
const same = sameValues;

export interface FormDraft<B> {
  /** When the values shown were restored from a draft (ISO time it was saved), else null. */
  restoredAt: string | null;
  /** The base of a restored edit, when the draft kept one. */
  restoredBase: B | undefined;
  /** True once the stored draft (if any) has been read: the form may show its values. */
  ready: boolean;
  /** Whether the values differ from where the form started. */
  dirty: boolean;
  /** Throws the draft away and puts the starting values back. */
  discard: () => void;
  /** After a save: the draft is done with. */
  clear: () => Promise<void>;
}

export interface FormDraftOptions<T, B> {
  /** The form's identity, e.g. 'entry:new' or 'resource:42'. */
  form: string;
  initial: T;
  values: T;
  setValues: (values: T) => void;
  /** An edit's record as first shown, stored with the draft. */
  base?: B;
}

export function useFormDraft<T, B = unknown>({ form, initial, values, setValues, base }: FormDraftOptions<T, B>): FormDraft<B> {
  const db = useDatabase();
  const [ready, setReady] = useState(false);
  const [restoredAt, setRestoredAt] = useState<string | null>(null);
  const [restoredBase, setRestoredBase] = useState<B | undefined>(undefined);
  const start = useRef({ initial, setValues });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<(() => Promise<void>) | null>(null);

  useEffect(() => {
    let cancelled = false;
    void readDraft<T>(db, form)
      .then((draft) => {
        if (cancelled || !draft || same(draft.values, start.current.initial)) return;
        start.current.setValues(draft.values);
        setRestoredAt(draft.savedAt);
        setRestoredBase(draft.base as B | undefined);
      })
      .catch(() => undefined)
      .finally(() => !cancelled && setReady(true));
    return () => {
      cancelled = true;
    };
  }, [db, form]);

  const dirty = !same(values, initial);

  // Save shortly after the last change; a form back at its start has no draft.
  useEffect(() => {
    if (!ready) return;
    clearTimeout(timer.current);
    const write = dirty
      ? () => saveDraft(db, form, { values, savedAt: new Date().toISOString(), base: restoredBase ?? base })
      : () => discardDraft(db, form);
    pending.current = write;
    timer.current = setTimeout(() => {
      pending.current = null;
      void write().catch(() => undefined);
    }, SAVE_DELAY_MS);
  }, [db, form, ready, dirty, values, base, restoredBase]);

  // The tab going away (closed, backgrounded on a phone) writes what is pending at once.
  useEffect(() => {
    const flush = () => {
      const write = pending.current;
      pending.current = null;
      clearTimeout(timer.current);
      if (write) void write().catch(() => undefined);
    };
    const onVisibility = () => document.visibilityState === 'hidden' && flush();
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
      // Closing the form keeps the draft, unless it was cleared or discarded.
      flush();
    };
  }, []);

  const clear = useCallback(async () => {
    clearTimeout(timer.current);
    pending.current = null;
    await discardDraft(db, form).catch(() => undefined);
  }, [db, form]);

  const discard = useCallback(() => {
    setRestoredAt(null);
    setRestoredBase(undefined);
    start.current.setValues(start.current.initial);
    void clear();
  }, [clear]);

  return { restoredAt, restoredBase, ready, dirty, discard, clear };
}
