#!/usr/bin/env node
// `npm run test:faults`: every fault script in turn; prints the totals last.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const scripts = ['sigterm-drain.mjs', 'two-instances.mjs', 'crash-restart.mjs', 'pdf-burst.mjs'];
let passed = 0;
let failed = 0;
for (const script of scripts) {
  process.stdout.write(`\n[faults] === ${script} ===\n`);
  const result = spawnSync(process.execPath, [join(here, script)], { stdio: 'inherit' });
  if (result.status === 0) passed++;
  else failed++;
}
process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
process.exit(failed === 0 ? 0 : 1);
