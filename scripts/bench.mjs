// `npm run bench`: prints performance figures (nothing is asserted). Each part is a TypeScript
// script run with tsx so it can import the server and the device code directly.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const dir = 'scripts/bench';
const parts = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('-bench.ts')).sort() : [];
if (parts.length === 0) {
  console.log('No benchmarks found in scripts/bench/.');
  process.exit(0);
}
let failed = false;
for (const part of parts) {
  console.log(`\n=== ${part} ===`);
  const result = spawnSync('npx', ['tsx', `${dir}/${part}`], { stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
