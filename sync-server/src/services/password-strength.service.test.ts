import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const tsx = path.resolve(here, '../../../node_modules/.bin/tsx');
const service = path.join(here, 'password-strength.service.ts');

describe('password strength worker', () => {
  it('lets a process that checked a password end by itself (npm run bench and scripts rely on it)', () => {
    // The interval stands for the server while it waits: the worker itself keeps nothing alive.
    const script = `
      const { scorePassword } = await import(${JSON.stringify(service)});
      const serving = setInterval(() => undefined, 1000);
      const score = await scorePassword('correct horse battery staple', []);
      clearInterval(serving);
      console.log('score', score.score);
    `;
    // A worker that kept the process alive would be stopped by the timeout and fail the test.
    const child = spawnSync(tsx, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 30_000 });
    expect(child.signal).toBeNull();
    expect(child.status).toBe(0);
    expect(child.stdout).toMatch(/^score [0-4]$/m);
  });
});
