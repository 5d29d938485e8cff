/**
 * The shared password rule on the server: `requireStrongPassword` answers 400 with the field's
 * message when a new password is too short or too easy to guess. zxcvbn runs in one worker
 * thread for the whole process (started on first use, or early with `warmPasswordStrength`), so
 * neither loading its dictionaries nor scoring a pathological password blocks other requests.
 */
import { Worker } from 'node:worker_threads';
import { MESSAGES, judgePassword, passwordUserInputs, type PasswordScore } from '@learnlog/shared';
import { HttpError } from '../lib/http-error';
import type { ScoreRequest } from './password-strength.worker';

const SCORE_TIMEOUT_MS = 15_000;
export const PASSWORD_CHECK_UNAVAILABLE = 'The password could not be checked. Please try again.';

interface Pending {
  resolve: (score: PasswordScore) => void;
  reject: (error: Error) => void;
}

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<number, Pending>();

/**
 * From source (tests, `npm run dev`) the worker is TypeScript, loaded through tsx; in the build it
 * is dist/password-strength.worker.js beside dist/server.js (scripts/build-server.mjs).
 */
function startWorker(): Worker {
  const fromSource = import.meta.url.endsWith('.ts');
  const started = fromSource
    ? new Worker(
        `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(new URL('./password-strength.worker.ts', import.meta.url).href)}); });`,
        { eval: true },
      )
    : new Worker(new URL('./password-strength.worker.js', import.meta.url));
  started.on('message', ({ id, score }: { id: number; score: PasswordScore }) => {
    pending.get(id)?.resolve(score);
    pending.delete(id);
  });
  const fail = (error: Error) => {
    if (worker === started) worker = undefined;
    for (const [id, waiting] of pending) {
      waiting.reject(error);
      pending.delete(id);
    }
  };
  started.on('error', fail);
  started.on('exit', (code) => fail(new Error(`password worker exited with code ${code}`)));
  // The worker never keeps the process alive on its own. After the listeners: adding a 'message'
  // listener refs the worker's port again, and a script that once checked a password never ended.
  started.unref();
  return started;
}

/** Starts the worker now, so the first sign-up does not wait for the dictionaries. */
export function warmPasswordStrength(): void {
  worker ??= startWorker();
}

export function scorePassword(password: string, userInputs: readonly string[]): Promise<PasswordScore> {
  worker ??= startWorker();
  const id = (nextId += 1);
  const request: ScoreRequest = { id, password, userInputs: [...userInputs] };
  return new Promise<PasswordScore>((resolve, reject) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      reject(new Error('password check timed out'));
    }, SCORE_TIMEOUT_MS);
    timer.unref();
    pending.set(id, {
      resolve: (score) => {
        clearTimeout(timer);
        resolve(score);
      },
      reject: (error) => {
        clearTimeout(timer);
        reject(error);
      },
    });
    worker?.postMessage(request);
  });
}

/**
 * 400 `{message: 'Validation failed', errors: [{path: field, message}]}` for a password the shared
 * rule refuses; 503 if it could not be checked. `person` supplies the words it must not lean on.
 */
export async function requireStrongPassword(
  password: string,
  person: { email?: string | null; firstName?: string | null; lastName?: string | null },
  field = 'password',
): Promise<void> {
  let score: PasswordScore;
  try {
    score = await scorePassword(password, passwordUserInputs(person));
  } catch {
    throw new HttpError(503, PASSWORD_CHECK_UNAVAILABLE);
  }
  const verdict = judgePassword(password, score);
  if (!verdict.ok) throw new HttpError(400, MESSAGES.validationFailed, { errors: [{ path: field, message: verdict.message ?? '' }] });
}
