import type { LinksData, Snapshot } from '../../../src/domain/types.ts';
import { SourceFetchError } from '../../../src/upstreams/fetch-error.ts';
import type { SourceContext, SourceDefinition } from '../../source.ts';

// A pipeline source built from the other snapshots. Its "fetch" checks every
// external URL the content and newsletter snapshots show (check.ts) and classifies the answers
// against the previous links snapshot (classify.ts); it never blocks a page: readers just show the
// last snapshot, or nothing before the first.

/** A check of a few hundred URLs at 1 per second per host: up to this many request timeouts. */
const BUDGET_REQUESTS = 60;
/** The check stops this many request timeouts before the budget, to classify and store what it has. */
const DEADLINE_MARGIN_REQUESTS = 5;

async function checkLinks(context: SourceContext): Promise<LinksData> {
  const { store, config, signal } = context;
  if (!store) throw new SourceFetchError('the links source needs the store', { retryable: false });
  const now = context.now ?? (() => new Date());
  const [content, newsletter, previous] = await Promise.all([
    store.getSnapshot('content'),
    store.getSnapshot('newsletter'),
    store.getSnapshot('links') as Promise<Snapshot<'links'> | null>,
  ]);
  const [{ collectLinks }, { checkUrls }, { classifyLinks, NOT_CHECKED }] = await Promise.all([
    import('./collect.ts'),
    import('./check.ts'),
    import('./classify.ts'),
  ]);
  const pages = collectLinks(content?.data, newsletter?.data);
  // Links never checked, then the longest unchecked: those a cut-short run did not reach go first.
  const lastChecked = new Map(
    (previous?.data.links ?? []).map((link) => [link.url, link.reason === NOT_CHECKED ? '' : link.checkedAt]),
  );
  const order = [...pages.keys()].sort((a, b) =>
    (lastChecked.get(a) ?? '').localeCompare(lastChecked.get(b) ?? ''),
  );
  // The run ends itself before the refresh's budget does, keeping what it checked so far; the budget's
  // signal would throw every result away (and the run would be retried from the start).
  const deadline = AbortSignal.timeout(
    config.UPSTREAM_TIMEOUT_MS * (BUDGET_REQUESTS - DEADLINE_MARGIN_REQUESTS),
  );
  const probes = await checkUrls(order, {
    userAgent: `AIbeIvritLinkCheck/1.0 (+${config.PUBLIC_SITE_URL})`,
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
    allowHosts: config.LINK_CHECK_ALLOW_HOSTS,
    signal: AbortSignal.any([deadline, signal]),
  });
  return classifyLinks(probes, pages, previous?.data ?? null, now());
}

export const linksSource = {
  name: 'links',
  mode: () => 'live',
  background: { budgetRequests: BUDGET_REQUESTS },
  fetchLive: checkLinks,
  loadSeed: checkLinks,
  normalise: (raw) => raw,
} satisfies SourceDefinition<'links', LinksData>;
