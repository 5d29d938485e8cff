/** Test helpers: build zips in memory and tamper with their directory the way an attacker would. */
import { strToU8, zipSync, type Zippable } from 'fflate';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Where a committed import fixture lives on disk (tests in the app, server and browser read it). */
export const fixturePath = (name: string): string => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
export const fixture = (name: string): Uint8Array => new Uint8Array(readFileSync(fixturePath(name)));

export function makeZip(files: Record<string, string | Uint8Array>): Uint8Array {
  const zippable: Zippable = {};
  for (const [name, content] of Object.entries(files)) zippable[name] = typeof content === 'string' ? strToU8(content) : content;
  return zipSync(zippable);
}

/** Rewrites the declared (inflated) size of `name` in the central directory. */
export function withDeclaredSize(zip: Uint8Array, name: string, size: number): Uint8Array {
  const copy = zip.slice();
  const view = new DataView(copy.buffer);
  for (let at = 0; at + 46 < copy.length; at++) {
    if (view.getUint32(at, true) !== 0x02014b50) continue;
    const nameLength = view.getUint16(at + 28, true);
    const found = new TextDecoder().decode(copy.subarray(at + 46, at + 46 + nameLength));
    if (found === name) {
      view.setUint32(at + 24, size, true);
      return copy;
    }
  }
  throw new Error(`${name} not in the zip`);
}
export * from './import-fixtures';
