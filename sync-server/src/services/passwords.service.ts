/**
 * Password hashing with argon2id (the library's default algorithm, OWASP's recommended
 * parameters: 19 MiB, 2 passes).
 */
import { hash, verify } from '@node-rs/argon2';

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash, or against a throw-away hash when there is no such
 * account, so an unknown e-mail costs the same time as a wrong password and the answer's timing
 * does not reveal who is registered.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  dummyHash ??= hash('not-a-real-password-for-timing-only');
  const target = storedHash ?? (await dummyHash);
  try {
    const ok = await verify(target, password);
    return storedHash !== undefined && ok;
  } catch {
    // A malformed stored hash is a failed sign-in, not a crash.
    return false;
  }
}
