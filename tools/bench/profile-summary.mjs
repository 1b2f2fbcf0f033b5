// Summarizes the newest V8 CPU profile in tmp/bench/profile: self time by function
// and by package, the "where does the time go" table of docs/performance.md.
//   node tools/bench/profile-summary.mjs [file.cpuprofile]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const dir = join(process.cwd(), 'tmp/bench/profile');
const file =
  process.argv[2] ??
  join(dir, readdirSync(dir).filter((name) => name.endsWith('.cpuprofile')).sort((a, b) => statSync(join(dir, b)).mtimeMs - statSync(join(dir, a)).mtimeMs)[0]);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfMicros = new Map();
for (let i = 0; i < profile.samples.length; i++) {
  const delta = profile.timeDeltas[i] ?? 0;
  selfMicros.set(profile.samples[i], (selfMicros.get(profile.samples[i]) ?? 0) + delta);
}
const total = [...selfMicros.values()].reduce((a, b) => a + b, 0);
const byFunction = new Map();
const byPackage = new Map();
for (const [id, micros] of selfMicros) {
  const { callFrame } = byId.get(id);
  const where = callFrame.url.replace(/^file:\/\//, '').replace(process.cwd() + '/', '');
  const name = `${callFrame.functionName || '(anônima)'} ${where.split('/').slice(-2).join('/')}:${callFrame.lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
  const pkg = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(where)?.[1] ?? (where.startsWith('dist/') ? 'código do produto' : where ? 'node (interno)' : callFrame.functionName || '(sistema)');
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + micros);
}
const top = (map, count) =>
  [...map].sort((a, b) => b[1] - a[1]).slice(0, count).map(([name, micros]) => `${((100 * micros) / total).toFixed(1).padStart(5)} %  ${name}`);
console.log(`Perfil: ${file}\nTempo amostrado: ${(total / 1e6).toFixed(1)} s\n\nPor pacote (tempo próprio):`);
console.log(top(byPackage, 15).join('\n'));
console.log('\nPor função (tempo próprio):');
console.log(top(byFunction, 30).join('\n'));
