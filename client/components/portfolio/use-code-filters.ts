import { type ChangeEvent, type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  applyCodeFilters,
  type CodeFilters,
  type CodeSort,
  codeFiltersToQuery,
  codeStats,
  defaultOrder,
  parseCodeFilters,
} from '../../../src/domain/portfolio/code.ts';
import type { CachedCodePage } from '../../lib/code-cache.ts';

// The filters of /portfolio/code live in the address and apply in the page itself, by the same pure
// functions the server uses for a GET form without JavaScript: no round trip. Typing in the search
// box waits a moment after the last key; the selects and the box apply at once.

const SEARCH_DELAY_MS = 250;

export function useCodeFilters(page: CachedCodePage | null) {
  const [params, setParams] = useSearchParams();

  const languages = useMemo(() => page?.languages.map((language) => language.name) ?? [], [page]);
  const filters = parseCodeFilters(params, languages);
  const query = codeFiltersToQuery(filters);
  const results = useMemo(
    () => (page ? applyCodeFilters(page.projects, parseCodeFilters(query, languages)) : []),
    [page, query, languages],
  );
  const stats = useMemo(() => codeStats(page?.projects ?? []), [page]);

  // The search box is the one field typed into: it keeps its own text and follows the address only
  // when the address changes from elsewhere (clear filters, back button).
  const [q, setQ] = useState(filters.q);
  // Setting the address is a navigation that lands a moment later: until it does, `filters` (read
  // from the address) are the ones before the last change. The next change builds on the filters
  // asked for, not on those, or a second quick change (sort, then order) would write the old sort
  // back and lose the first.
  const pending = useRef<CodeFilters | null>(null);
  useEffect(() => {
    if (pending.current && codeFiltersToQuery(pending.current) === query) pending.current = null;
  }, [query]);
  const current = () => pending.current ?? filters;
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only an outside change of q resets the box.
  useEffect(() => {
    if (q.trim() !== filters.q) setQ(filters.q);
  }, [filters.q]);

  function apply(change: Partial<CodeFilters>) {
    window.clearTimeout(timer.current);
    const next = { ...current(), ...change };
    pending.current = next;
    setParams(new URLSearchParams(codeFiltersToQuery(next)), { replace: true, preventScrollReset: true });
  }

  function onSearch(event: ChangeEvent<HTMLInputElement>) {
    const value = event.target.value;
    setQ(value);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => apply({ q: value.trim().slice(0, 100) }), SEARCH_DELAY_MS);
  }

  function onSort(sort: CodeSort) {
    // An order the visitor did not choose follows the new sort's natural order.
    const { order, sort: before } = current();
    apply({ sort, order: order === defaultOrder(before) ? defaultOrder(sort) : order });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply({ q: q.trim().slice(0, 100) });
  }

  /** Empties the search box and drops a search still waiting to apply. */
  function resetSearch() {
    window.clearTimeout(timer.current);
    setQ('');
  }

  return { filters, query, results, stats, q, apply, onSearch, onSort, onSubmit, resetSearch };
}
