import { collectDefaultMetrics, type Registry } from 'prom-client';

/**
 * prom-client's process and Node metrics (CPU, memory, event loop lag, GC durations by kind,
 * handles), less three gauges whose `_total` names promtool rejects (only counters end in `_total`);
 * `nodejs_active_handles`, `nodejs_active_requests` and `nodejs_active_resources` carry the same
 * counts by type.
 */
export function processMetrics(registry: Registry): void {
  collectDefaultMetrics({ register: registry });
  for (const name of [
    'nodejs_active_handles_total',
    'nodejs_active_requests_total',
    'nodejs_active_resources_total',
  ])
    registry.removeSingleMetric(name);
}
