// CPU and memory of the processes a benchmark measures, read from /proc (Linux only;
// zero elsewhere), and the clock that V8's CPU profiles use.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** CPU seconds (user + system) used so far by a process. */
export function cpuSeconds(pid) {
  try {
    return cpuFromStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return 0;
  }
}

/** Resident memory of a process, in KiB. */
export function rssKb(pid) {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/**
 * Microseconds of the monotonic clock: the time base of V8's `--cpu-prof` samples,
 * so phase windows recorded here select the samples of one phase.
 */
export function monotonicMicros() {
  return Number(process.hrtime.bigint() / 1000n);
}

/**
 * A function returning the CPU seconds used so far by the PostgreSQL server that
 * `client` is connected to: its postmaster and every backend and helper it forked.
 * Other PostgreSQL servers on the machine (tests running beside the benchmark) are
 * not counted. When the server's pid cannot be read (a remote server, another
 * user's data directory), every `postgres` process on the machine is counted.
 */
export async function postgresCpuMeter(client) {
  let postmaster;
  try {
    const { rows } = await client.query(
      `SELECT setting FROM pg_settings WHERE name = 'data_directory'`,
    );
    postmaster = Number(
      readFileSync(join(rows[0].setting, 'postmaster.pid'), 'utf8').split('\n')[0],
    );
  } catch {
    postmaster = undefined;
  }
  const belongs = (pid, stat) =>
    postmaster
      ? pid === postmaster || parentOf(stat) === postmaster
      : commandOf(stat) === 'postgres';
  const meter = () => {
    let total = 0;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        if (!belongs(Number(entry), stat)) continue;
        total += cpuFromStat(stat);
        // The backends and autovacuum workers that already ended: the kernel adds their CPU to
        // the postmaster's "children" counters when it reaps them. Without these, a process that
        // ends during a phase (an autovacuum worker, after seconds of work) takes its CPU out of
        // the total, and the phase reads cheaper than it was.
        if (Number(entry) === postmaster) total += reapedChildrenCpuFromStat(stat);
      } catch {
        // the process ended meanwhile
      }
    }
    return total;
  };
  meter.scope = postmaster
    ? `servidor do benchmark (pid ${postmaster})`
    : 'todos os processos postgres da máquina';
  return meter;
}

function commandOf(stat) {
  return stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
}

/** The fields of /proc/<pid>/stat after the command name, from `state` on (proc(5) numbers them from 3). */
function statFields(stat) {
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

function parentOf(stat) {
  return Number(statFields(stat)[1]);
}

/** utime + stime of the children the process has reaped (cutime, cstime). */
function reapedChildrenCpuFromStat(stat) {
  const fields = statFields(stat);
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

/** utime + stime. */
function cpuFromStat(stat) {
  const fields = statFields(stat);
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
