/**
 * The shared password rule as the learner types: the verdict for the current password, from a
 * Web Worker started when the first character is typed (so the dictionaries never load on
 * screens that do not set a password). Null until the first verdict arrives.
 */
import { useEffect, useRef, useState } from 'react';
import { passwordUserInputs, type PasswordVerdict } from '@learnlog/shared';
import type { StrengthAnswer, StrengthRequest } from './password-strength.worker';

const DEBOUNCE_MS = 120;

export interface StrengthState {
  /** The verdict for `password` as it is now, or null while it is being checked. */
  verdict: PasswordVerdict | null;
}

export function usePasswordStrength(password: string, person: { email?: string; firstName?: string; lastName?: string }): StrengthState {
  const worker = useRef<Worker | null>(null);
  const latest = useRef(0);
  const [answer, setAnswer] = useState<{ password: string; verdict: PasswordVerdict } | null>(null);
  const inputs = passwordUserInputs(person).join('\n');

  useEffect(() => () => worker.current?.terminate(), []);

  useEffect(() => {
    if (!password) return;
    const timer = setTimeout(() => {
      if (!worker.current) {
        worker.current = new Worker(new URL('./password-strength.worker.ts', import.meta.url), { type: 'module' });
      }
      const current = worker.current;
      const id = (latest.current += 1);
      const onAnswer = (event: MessageEvent<StrengthAnswer>) => {
        if (event.data.id !== id) return;
        current.removeEventListener('message', onAnswer);
        if (id === latest.current) setAnswer({ password, verdict: event.data.verdict });
      };
      current.addEventListener('message', onAnswer);
      const request: StrengthRequest = { id, password, userInputs: inputs ? inputs.split('\n') : [] };
      current.postMessage(request);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [password, inputs]);

  return { verdict: answer && answer.password === password ? answer.verdict : null };
}
