import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, shellScriptHashes } from './shell-script-hashes';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('shell script hashes', () => {
  it('hashes each inline script byte for byte, and no script loaded from a file', () => {
    const html = `<head><script>a()</script><script type="module" crossorigin src="/assets/x.js"></script><SCRIPT data-x>\nb()\n</SCRIPT></head>`;
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('\nb()\n')]);
    expect(inlineScriptHashes('<div id="root"></div>')).toEqual([]);
  });

  it('reads the built shell, and gives none without one', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'shell-hashes-'));
    try {
      expect(shellScriptHashes(dir)).toEqual([]);
      expect(shellScriptHashes(undefined)).toEqual([]);
      await writeFile(path.join(dir, 'index.html'), '<script>go()</script>');
      expect(shellScriptHashes(dir)).toEqual([sha('go()')]);
    } finally {
      await rm(dir, { recursive: true });
    }
  });
});
