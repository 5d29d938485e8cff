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
const PASSWORD_CHECK_UNAVAILABLE = 'The password could not be checked. Please try again.';

interface Pending {
  resolve: (score: PasswordScore) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
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
  started.on('message', ({ id, score }: { id: number; score: PasswordScore }) => settle(id)?.resolve(score));
  const fail = (error: Error) => {
    if (worker === started) worker = undefined;
    for (const id of [...pending.keys()]) settle(id)?.reject(error);
  };
  started.on('error', fail);
  started.on('exit', (code) => fail(new Error(`password worker exited with code ${code}`)));
  // Idle, the worker never keeps the process alive. After the listeners: adding a 'message'
  // listener refs the worker's port again, and a script that once checked a password never ended.
  started.unref();
  return started;
}

/** Takes a check off the waiting list, and its timeout; once none waits, the worker lets the process end. */
function settle(id: number): Pending | undefined {
  const waiting = pending.get(id);
  clearTimeout(waiting?.timer);
  pending.delete(id);
  if (pending.size === 0) worker?.unref();
  return waiting;
}

/** Starts the worker now, so the first sign-up does not wait for the dictionaries. */
export function warmPasswordStrength(): void {
  worker ??= startWorker();
}

/** @usedByTest its test imports the service by path in a child process, where knip cannot follow. */
export function scorePassword(password: string, userInputs: readonly string[]): Promise<PasswordScore> {
  const current = (worker ??= startWorker());
  const id = (nextId += 1);
  const request: ScoreRequest = { id, password, userInputs: [...userInputs] };
  return new Promise<PasswordScore>((resolve, reject) => {
    const timer = setTimeout(() => settle(id)?.reject(new Error('password check timed out')), SCORE_TIMEOUT_MS);
    timer.unref();
    pending.set(id, { resolve, reject, timer });
    // A check in flight keeps the process alive, like any request waiting for its answer.
    current.ref();
    current.postMessage(request);
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
