/**
 * The built app shell (index.html) runs small inline scripts, built from app/src/head/ (one keeps
 * the prerendered landing page hidden from a returning learner before the body paints). The
 * CSP admits exactly the inline scripts of the shell this server sends, by their SHA-256, read from
 * the file at startup: no 'unsafe-inline', and nothing to keep in step by hand.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** CSP sources ('sha256-…') of every inline script in the page. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(([, body]) => `'sha256-${createHash('sha256').update(body ?? '').digest('base64')}'`);
}

/** The hashes for the shell in a built app folder, none when there is no build (API-only tests). */
export function shellScriptHashes(appDistDir: string | undefined): string[] {
  const shell = appDistDir ? path.join(appDistDir, 'index.html') : undefined;
  return shell && existsSync(shell) ? inlineScriptHashes(readFileSync(shell, 'utf8')) : [];
}
