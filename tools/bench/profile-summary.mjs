// Summarizes the newest V8 CPU profile in tmp/bench/profile: self time by function
// and by package, the "where does the time go" table of docs/performance.md.
//   node tools/bench/profile-summary.mjs [--fase=e2e|unchanged|preview|raw|areaB|tudo] [file.cpuprofile]
// By default only the samples of the end-to-end phase count (the windows come from
// tmp/bench/latest.json of the same run), and shares are of the busy time (idle left out).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const args = process.argv.slice(2);
const phase = args.find((arg) => arg.startsWith('--fase='))?.slice('--fase='.length) ?? 'e2e';
const dir = join(process.cwd(), 'tmp/bench/profile');
const file =
  args.find((arg) => !arg.startsWith('--')) ??
  join(
    dir,
    readdirSync(dir)
      .filter((name) => name.endsWith('.cpuprofile'))
      .sort((a, b) => statSync(join(dir, b)).mtimeMs - statSync(join(dir, a)).mtimeMs)[0],
  );
const profile = JSON.parse(readFileSync(file, 'utf8'));
const latest = join(process.cwd(), 'tmp/bench/latest.json');
// One window per round of the phase (a single object in files from before the rounds).
const recorded =
  phase === 'tudo'
    ? undefined
    : existsSync(latest)
      ? JSON.parse(readFileSync(latest, 'utf8')).phases?.[phase]
      : undefined;
let windows = recorded && [].concat(recorded);
if (
  phase !== 'tudo' &&
  (!windows ||
    windows.some((window) => window.start < profile.startTime || window.end > profile.endTime))
) {
  console.error(
    `Sem as janelas da fase "${phase}" deste perfil em tmp/bench/latest.json; resumindo o perfil inteiro.`,
  );
  windows = undefined;
}
const inWindow = (time) =>
  !windows || windows.some((window) => time >= window.start && time <= window.end);

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfMicros = new Map();
let time = profile.startTime;
for (let i = 0; i < profile.samples.length; i++) {
  const delta = profile.timeDeltas[i] ?? 0;
  time += delta;
  if (inWindow(time))
    selfMicros.set(profile.samples[i], (selfMicros.get(profile.samples[i]) ?? 0) + delta);
}
const byFunction = new Map();
const byPackage = new Map();
let idle = 0;
for (const [id, micros] of selfMicros) {
  const { callFrame } = byId.get(id);
  if (callFrame.functionName === '(idle)') {
    idle += micros;
    continue;
  }
  const where = callFrame.url.replace(/^file:\/\//, '').replace(process.cwd() + '/', '');
  const name = `${callFrame.functionName || '(anônima)'} ${where.split('/').slice(-2).join('/')}:${callFrame.lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
  const pkg =
    /node_modules\/((@[^/]+\/)?[^/]+)/.exec(where)?.[1] ??
    (where.startsWith('dist/') || where.startsWith('tmp/bench/api/')
      ? 'código do produto'
      : where
        ? 'node (interno)'
        : callFrame.functionName || '(sistema)');
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + micros);
}
const busy = [...byFunction.values()].reduce((a, b) => a + b, 0);
const top = (map, count) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, micros]) => `${((100 * micros) / busy).toFixed(1).padStart(5)} %  ${name}`);
console.log(`Perfil: ${file}`);
console.log(
  `Fase: ${windows ? phase : 'todas'}; ${(busy / 1e6).toFixed(1)} s ocupados, ${(idle / 1e6).toFixed(1)} s ociosos (${((100 * idle) / (busy + idle)).toFixed(0)} %)`,
);
console.log('\nPor pacote (tempo próprio, % do tempo ocupado):');
console.log(top(byPackage, 15).join('\n'));
console.log('\nPor função (tempo próprio, % do tempo ocupado):');
console.log(top(byFunction, 40).join('\n'));
