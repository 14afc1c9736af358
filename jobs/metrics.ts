import type { Job, Queue, Worker } from 'bullmq';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { processMetrics } from '../src/platform/metrics/defaults.ts';

// The worker's metrics (docs/operations.md, "Metrics"), on its own METRICS_PORT listener: each
// refresh's duration and outcome per source, the BullMQ job counts per queue and state, and
// prom-client's process and GC metrics.

const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;

export function createWorkerMetrics(workers: readonly Worker[], queues: readonly Queue[]): Registry {
  const registry = new Registry();
  processMetrics(registry);
  const refreshes = new Histogram({
    name: 'refresh_duration_seconds',
    help: 'Refresh jobs run by this worker: time from start to end, by source and outcome (ok, error)',
    labelNames: ['source', 'outcome'],
    buckets: [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30, 60],
    registers: [registry],
  });
  const observe = (job: Job | undefined, outcome: 'ok' | 'error') => {
    if (!job?.processedOn) return;
    const source = String((job.data as { source?: unknown }).source ?? 'unknown');
    const seconds = Math.max(0, ((job.finishedOn ?? Date.now()) - job.processedOn) / 1000);
    refreshes.observe({ source, outcome }, seconds);
  };
  for (const worker of workers) {
    worker.on('completed', (job) => observe(job, 'ok'));
    worker.on('failed', (job) => observe(job, 'error'));
  }

  new Gauge({
    name: 'bullmq_queue_jobs',
    help: 'Jobs in each BullMQ queue, by state (waiting, active, delayed, failed)',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const queue of queues) {
        const counts = await queue.getJobCounts(...QUEUE_STATES).catch(() => null);
        if (!counts) continue;
        for (const state of QUEUE_STATES) this.set({ queue: queue.name, state }, counts[state] ?? 0);
      }
    },
  });
  return registry;
}

/** cdn_purges_total{source,outcome}: the CDN purges a changed snapshot sent (jobs/cdn-purge.ts). */
export function purgeCounter(registry: Registry): (source: string, outcome: string) => void {
  const purges = new Counter({
    name: 'cdn_purges_total',
    help: 'CDN tag purges sent after a source changed, by source and outcome (purged, failed)',
    labelNames: ['source', 'outcome'],
    registers: [registry],
  });
  return (source, outcome) => purges.inc({ source, outcome });
}
