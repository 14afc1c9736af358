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
  const latest = useRef(filters);
  latest.current = filters;
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only an outside change of q resets the box.
  useEffect(() => {
    if (q.trim() !== filters.q) setQ(filters.q);
  }, [filters.q]);

  function apply(next: CodeFilters) {
    window.clearTimeout(timer.current);
    setParams(new URLSearchParams(codeFiltersToQuery(next)), { replace: true, preventScrollReset: true });
  }

  function onSearch(event: ChangeEvent<HTMLInputElement>) {
    const value = event.target.value;
    setQ(value);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(
      () => apply({ ...latest.current, q: value.trim().slice(0, 100) }),
      SEARCH_DELAY_MS,
    );
  }

  function onSort(sort: CodeSort) {
    // An order the visitor did not choose follows the new sort's natural order.
    const order = filters.order === defaultOrder(filters.sort) ? defaultOrder(sort) : filters.order;
    apply({ ...filters, sort, order });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply({ ...filters, q: q.trim().slice(0, 100) });
  }

  /** Empties the search box and drops a search still waiting to apply. */
  function resetSearch() {
    window.clearTimeout(timer.current);
    setQ('');
  }

  return { filters, query, results, stats, q, apply, onSearch, onSort, onSubmit, resetSearch };
}
