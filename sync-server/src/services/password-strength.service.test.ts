import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const service = path.join(here, 'password-strength.service.ts');

describe('password strength worker', () => {
  it('keeps the process alive while a check waits, and lets it end by itself once none does', () => {
    // Nothing else keeps this process alive: the check in flight must (an idle worker that did
    // not let go would have it stopped by the timeout; one that let go too early, exit 13).
    const script = `
      const { scorePassword } = await import(${JSON.stringify(service)});
      const score = await scorePassword('correct horse battery staple', []);
      console.log('score', score.score);
    `;
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8', timeout: 30_000 });
    expect(child.signal).toBeNull();
    expect(child.status).toBe(0);
    expect(child.stdout).toMatch(/^score [0-4]$/m);
  });
});
