// The V8 heap settings of the web process (the memory target of docs/benchmarks.md). Its live heap is ~30 MB, yet under
// thousands of requests a second V8's defaults let the young generation grow to 48 MB and the old one
// fill with promoted garbage of in-flight requests up to ~270 MB before a full collection (peak
// resident memory 417 MB, measured with --trace-gc). Capped, collections come sooner and cost about
// 10 ms each; throughput did not change measurably and the peak fell to ~210 MB, then to 150–165 MB
// with the compile cache and one malloc arena (README, Benchmark).
// The cap leaves room for a catalogue many times the seed's.
//
// Every way of starting the web process passes these: `npm start` (scripts/start.ts), the image's
// CMD (a unit test checks the Dockerfile says the same), the benchmark and the end-to-end tests. The
// worker keeps V8's defaults: it parses whole feeds at once.
export const WEB_NODE_FLAGS = ['--max-semi-space-size=4', '--max-old-space-size=128'] as const;

/**
 * The web process's environment beyond the app's own variables. One glibc malloc arena instead of one
 * per thread: the threads that compress (libuv's pool) and compile or collect (V8's) each kept freed
 * memory in their own arena, ~20 MB more resident at the same load (record 0004, revisited).
 */
export const WEB_PROCESS_ENV = { MALLOC_ARENA_MAX: '1' } as const;

/** The web process's entry, relative to the project's root (JavaScript: src/platform/compile-cache.js). */
export const WEB_ENTRY = 'src/index.js';

/** The refresh worker's entry (JavaScript for the same reason). */
export const WORKER_ENTRY = 'jobs/worker.js';
