// How the API process is started, the same by `npm start` and by `npm run bench`, so that
// the benchmark measures the process that runs (docs/operacao.md, "Memória").

/**
 * Environment the API process starts with, under whatever the caller's environment sets
 * (an explicit value there wins).
 *
 * MALLOC_ARENA_MAX=2: glibc gives each thread that allocates its own malloc arena (up to
 * 8 per core), and an arena's freed pages mostly stay resident. Node's threads (V8's
 * compiler and GC helpers, libuv's pool) each grew one under ingestion load: RSS 314–342 MB
 * with a V8 heap of 120–150 MB. With two arenas the same run stayed at 240–270 MB
 * (docs/performance.md, "Memória fora do heap"). Read by glibc at start only, so it is the
 * launcher's to set; other C libraries ignore it.
 */
export const API_PROCESS_ENV = { MALLOC_ARENA_MAX: '2' };

/** The environment for the API process: API_PROCESS_ENV, then `env` over it. */
export function apiProcessEnv(env) {
  return { ...API_PROCESS_ENV, ...env };
}
