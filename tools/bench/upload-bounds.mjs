#!/usr/bin/env node
// Uploads bounded before they are read (issue #27): the XLSX guard against a 200 MB
// sheet bomb and a full 5,000-row sheet, next to what the parser alone costs on them,
// and the image pipeline on a camera photo and a phone-compressed one. Each case runs
// in a fresh process (its peak RSS is its own). Usage: node tools/bench/upload-bounds.mjs
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const CASES = [
  'guarda-bomba',
  'exceljs-bomba',
  'guarda-5000-linhas',
  'exceljs-5000-linhas',
  'foto-4000x3000',
  '5-fotos-4000x3000-juntas',
  'foto-1600x1200',
];

for (const name of process.argv.slice(2).length ? process.argv.slice(2) : CASES) {
  const output = execFileSync(
    process.execPath,
    [
      '--expose-gc',
      '-r',
      '@swc-node/register',
      join(root, 'libs/api/ingestion/test/upload-bounds-case.ts'),
      name,
    ],
    {
      cwd: root,
      env: { ...process.env, SWC_NODE_PROJECT: 'tsconfig.base.json' },
      encoding: 'utf8',
    },
  );
  process.stdout.write(output);
}
