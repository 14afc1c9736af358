import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// deploy/ (docs/operations.md): the Prometheus configuration and its alert rules pass promtool
// (Debian's prometheus package), and the Grafana dashboard and the alerts use only metrics the
// web process and the worker export (tests/integration/metrics.test.ts checks those).

const DEPLOY = path.resolve(import.meta.dirname, '../../deploy');

function promtool(...args: string[]) {
  const result = spawnSync('promtool', args, { encoding: 'utf8' });
  if (result.error) throw result.error;
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const EXPORTED = new Set([
  'http_requests_total',
  'http_request_duration_seconds_bucket',
  'page_cache_hits_total',
  'page_cache_misses_total',
  'page_render_duration_seconds_bucket',
  'content_snapshot_age_seconds',
  'content_source_last_refresh_success',
  'rate_limit_store_errors_total',
  'store_up',
  'refresh_duration_seconds_count',
  'bullmq_queue_jobs',
  'process_resident_memory_bytes',
]);

function metricNames(expression: string): string[] {
  const words = expression.match(/\b[a-z_]+(?=\{|\[|\)|\s*(==|>|<|$))/g) ?? [];
  return words.filter(
    (word) => word.includes('_') && !/^(sum|max|min|rate|increase|histogram_quantile|clamp_min)$/.test(word),
  );
}

describe('deploy/', () => {
  it("the compose proxy's nginx.conf passes nginx -t (Debian's nginx, `web` pointed at loopback)", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'nginx-conf-'));
    try {
      const conf = readFileSync(path.join(DEPLOY, 'nginx/nginx.conf'), 'utf8')
        .replace('server web:3000', 'server 127.0.0.1:3000')
        .replace('include /etc/nginx/site.conf;', `include ${path.join(DEPLOY, 'nginx/site.conf')};`)
        .replace('pid /tmp/nginx.pid;', `pid ${path.join(dir, 'nginx.pid')};`)
        // The container's log devices are not there under a test runner's pipes.
        .replace('access_log /dev/stdout;', 'access_log off;')
        .replace('error_log /dev/stderr warn;', `error_log ${path.join(dir, 'error.log')} warn;`);
      writeFileSync(path.join(dir, 'nginx.conf'), conf);
      const nginx = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
      const args = ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')];
      const result = spawnSync(nginx, args, { encoding: 'utf8' });
      expect(result.stderr).toContain('test is successful');
      expect(result.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the alert rules pass promtool check rules: a failing source, the 5xx rate, the queue backlog, the store down', () => {
    const result = promtool('check', 'rules', path.join(DEPLOY, 'prometheus/alerts.yml'));
    expect(result.output).toContain('SUCCESS: 4 rules found');
    expect(result.status).toBe(0);
    const rules = readFileSync(path.join(DEPLOY, 'prometheus/alerts.yml'), 'utf8');
    for (const alert of ['SourceRefreshFailing', 'HighServerErrorRate', 'RefreshQueueBacklog', 'StoreDown'])
      expect(rules).toContain(`alert: ${alert}`);
    expect(rules).toMatch(/alert: SourceRefreshFailing[\s\S]*?for: 1h/);
    // Every metric an alert reads is one the processes export.
    for (const [, expr] of rules.matchAll(/expr: (?:\|\n)?([\s\S]*?)\n\s+(?:for|labels):/g))
      for (const name of metricNames(expr!)) expect(EXPORTED, name).toContain(name);
  });

  it("the compose proxy's health check reads /readyz's status: ready while a replica can serve pages", () => {
    const compose = readFileSync(path.join(DEPLOY, 'compose.proxy.yml'), 'utf8');
    expect(compose).toMatch(/healthcheck:[\s\S]*?\/readyz/);
    expect(compose).toContain('r.ok');
  });

  it('the Prometheus configuration passes promtool check config and scrapes the replicas and the worker', () => {
    const result = promtool('check', 'config', path.join(DEPLOY, 'prometheus/prometheus.yml'));
    expect(result.output).toContain('SUCCESS');
    expect(result.status).toBe(0);
    const config = readFileSync(path.join(DEPLOY, 'prometheus/prometheus.yml'), 'utf8');
    expect(config).toContain('job_name: web');
    expect(config).toContain('job_name: worker');
  });

  it('the Grafana dashboard is JSON whose panels query only exported metrics', () => {
    const dashboard = JSON.parse(readFileSync(path.join(DEPLOY, 'grafana/dashboard.json'), 'utf8')) as {
      panels: { title: string; targets: { expr: string }[] }[];
    };
    const titles = dashboard.panels.map((panel) => panel.title);
    for (const wanted of ['Request rate', 'p95 latency', 'hit ratio', 'Snapshot age', 'Failed refreshes'])
      expect(
        titles.some((title) => title.includes(wanted)),
        wanted,
      ).toBe(true);
    for (const panel of dashboard.panels)
      for (const target of panel.targets)
        for (const name of metricNames(target.expr))
          expect(EXPORTED, `${panel.title}: ${name}`).toContain(name);
  });
});
