import type { LinkCheck, LinksData } from '../../../src/domain/types.ts';
import type { Probe } from './check.ts';

// The link rules, pure: a link is `broken` (404, 410, DNS name not found, connection refused) only
// after two consecutive such checks at least an hour apart; a permanent redirect is `redirected`
// with its new address; timeouts, 5xx, 429 and bot protection are `unknown`; a private target is
// `blocked` (never requested). When no link answered
// at all (a machine without network) every link is `unknown` and no failing run starts or grows.

/** The reason of a link no run has reached yet (the next run asks it first). */
export const NOT_CHECKED = 'not-checked';

const BROKEN_AFTER_MS = 60 * 60 * 1000;

export function classifyLinks(
  probes: ReadonlyMap<string, Probe>,
  pages: ReadonlyMap<string, readonly string[]>,
  previous: LinksData | null,
  now: Date,
): LinksData {
  const checkedAt = now.toISOString();
  const before = new Map((previous?.links ?? []).map((link) => [link.url, link]));
  const networkSeen = [...probes.values()].some((probe) => probe.answered);
  const links: LinkCheck[] = [];
  for (const [url, where] of pages) {
    const probe = probes.get(url);
    const last = before.get(url);
    const base = { url, pages: [...where].sort(), checkedAt };
    if (probe?.kind === 'blocked') {
      // Never asked (a private address): no stamp is published and no failing run is kept.
      links.push({
        ...base,
        state: 'blocked',
        status: null,
        reason: probe.reason ?? 'private address',
        failingSince: null,
      });
      continue;
    }
    if (!probe && last && last.state !== 'blocked') {
      // Not reached this run (a host's cap, the run's deadline): the last answer stands, with its date.
      links.push({ ...last, pages: base.pages });
      continue;
    }
    if (!probe || !networkSeen) {
      // Not checked this time, or no network: nothing learned; a failing run is neither started nor ended.
      links.push({
        ...base,
        state: 'unknown',
        status: probe?.status ?? null,
        reason: probe ? (probe.reason ?? 'network') : NOT_CHECKED,
        failingSince: last?.failingSince ?? null,
      });
      continue;
    }
    const extra = probe.reason ? { reason: probe.reason } : {};
    if (probe.kind === 'gone') {
      const failingSince = last?.failingSince ?? checkedAt;
      const confirmed = now.getTime() - Date.parse(failingSince) >= BROKEN_AFTER_MS;
      links.push({
        ...base,
        ...extra,
        state: confirmed ? 'broken' : 'unknown',
        status: probe.status,
        failingSince,
      });
      continue;
    }
    if (probe.kind === 'unknown') {
      // Says nothing either way: a failing run stays as it was.
      links.push({
        ...base,
        ...extra,
        state: 'unknown',
        status: probe.status,
        failingSince: last?.failingSince ?? null,
      });
      continue;
    }
    links.push({
      ...base,
      state: probe.kind === 'moved' ? 'redirected' : 'ok',
      status: probe.status,
      ...(probe.to ? { to: probe.to } : {}),
      failingSince: null,
    });
  }
  links.sort((a, b) => a.url.localeCompare(b.url));
  return { checkedAt, networkSeen, links };
}
