import { describe, expect, it } from 'vitest';
import type { SourceStatus } from '../../src/domain/types.ts';
import { publicSourceState } from '../../src/health.ts';

const NOW = Date.parse('2026-12-02T12:00:00Z');
const at = (secondsAgo: number) => new Date(NOW - secondsAgo * 1000).toISOString();

function status(fields: Partial<SourceStatus>): SourceStatus {
  return {
    source: 'links',
    mode: 'live',
    lastRefreshAt: null,
    lastSuccessAt: null,
    lastError: null,
    version: null,
    intervalSeconds: 86_400,
    ...fields,
  };
}

describe('publicSourceState', () => {
  it('a source that has not run yet is pending, not failing', () => {
    expect(publicSourceState(status({}), NOW)).toEqual({ status: 'pending', ageSeconds: null });
  });

  it('a source that has only ever failed is failing', () => {
    const lastError = { message: 'HTTP 500', at: at(30), attempt: 3 };
    expect(publicSourceState(status({ lastRefreshAt: at(30), lastError }), NOW)).toEqual({
      status: 'failing',
      ageSeconds: null,
    });
  });

  it('a failure after the last success is failing, with the good snapshot’s age', () => {
    const lastError = { message: 'HTTP 500', at: at(60), attempt: 3 };
    expect(publicSourceState(status({ lastSuccessAt: at(600), lastError }), NOW)).toEqual({
      status: 'failing',
      ageSeconds: 600,
    });
  });

  it('a success after an earlier failure is ok', () => {
    const lastError = { message: 'HTTP 500', at: at(600), attempt: 3 };
    expect(publicSourceState(status({ lastSuccessAt: at(60), lastError }), NOW)).toEqual({
      status: 'ok',
      ageSeconds: 60,
    });
  });

  it('a success older than three intervals is stale', () => {
    expect(publicSourceState(status({ lastSuccessAt: at(3 * 86_400 + 1) }), NOW).status).toBe('stale');
    expect(publicSourceState(status({ lastSuccessAt: at(3 * 86_400) }), NOW).status).toBe('ok');
  });
});
