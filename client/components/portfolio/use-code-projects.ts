import { useEffect, useRef, useState } from 'react';
import { type ClientLoaderFunctionArgs, useFetcher, useNavigate } from 'react-router';
import { useAdminSession } from '../../lib/admin-session.tsx';
import { clearCodeCache, saveCodeCache } from '../../lib/code-cache.ts';
import { CODE_PATH, type CodeData, isFresh, savedCopy } from '../../lib/code-page-data.ts';
import { showToast } from '../toaster.tsx';

// The projects /portfolio/code shows and how they are loaded again: the refresh button (for the
// admin, after asking the worker to refresh the code source), the clear-cache button, and every 15
// minutes while the page stays open (docs/product.md#code-projects-page). The browser's saved copy
// stands in when the server has nothing to give.

const AUTO_REFRESH_MS = 15 * 60 * 1000;

/** The route's clientLoader: the server's answer, or the saved copy when it cannot be had. */
type CodeLoader = (args: ClientLoaderFunctionArgs) => Promise<CodeData>;

export function useCodeProjects(loaderData: CodeData) {
  // Refreshes load this route's data alone (never the whole page's), so a failure stays here.
  const fetcher = useFetcher<CodeLoader>({ key: 'portfolio-code' });
  // Whichever arrived last is shown: the route's data after a navigation, the fetcher's after a
  // refresh. (Comparing render times would not do: a refresh may be answered by the page cache with a
  // document rendered before the page the visitor is on.)
  const fetcherDataAtNavigation = useRef(fetcher.data);
  const lastLoaderData = useRef(loaderData);
  if (lastLoaderData.current !== loaderData) {
    lastLoaderData.current = loaderData;
    fetcherDataAtNavigation.current = fetcher.data;
  }
  const data: CodeData =
    fetcher.data && fetcher.data !== fetcherDataAtNavigation.current ? fetcher.data : loaderData;
  const navigate = useNavigate();
  const { isAdmin, token } = useAdminSession();
  const [asking, setAsking] = useState(false);
  const toastAfter = useRef<'source' | 'page' | null>(null);
  const load = useRef(fetcher.load);
  load.current = fetcher.load;

  // The server had nothing to give: show the saved copy if there is one.
  const [saved, setSaved] = useState<CodeData | null>(null);
  useEffect(() => {
    if (isFresh(data)) {
      saveCodeCache(data);
      setSaved(null);
    } else if (!data.ready) setSaved(savedCopy());
  }, [data]);
  const shown = !data.ready && saved?.ready ? saved : data;

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data || !toastAfter.current) return;
    const after = toastAfter.current;
    toastAfter.current = null;
    if (isFresh(fetcher.data))
      showToast(after === 'source' ? 'ביקשנו רענון מ-GitHub והפרויקטים נטענו מחדש' : 'הפרויקטים נטענו מחדש', {
        tone: 'success',
      });
    else showToast('לא ניתן לטעון כרגע נתונים עדכניים', { tone: 'error' });
  }, [fetcher.state, fetcher.data]);

  // docs/product.md#code-projects-page: while the page stays open its data is fetched again every
  // 15 minutes (skipped while the tab is hidden or the browser is offline).
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'hidden' || !navigator.onLine) return;
      void load.current(CODE_PATH);
    }, AUTO_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);

  /** The admin first asks the worker to refresh the code source now; then the data is loaded again. */
  async function refresh() {
    let after: 'source' | 'page' = 'page';
    if (isAdmin && token) {
      setAsking(true);
      try {
        const response = await fetch('/api/admin/sources/code/refresh', {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}` },
          signal: AbortSignal.timeout(60_000),
        });
        if (response.status === 202) after = 'source';
        else showToast(`לא ניתן היה לבקש רענון מ-GitHub (${response.status})`, { tone: 'error' });
      } catch {
        showToast('לא ניתן היה לבקש רענון מ-GitHub', { tone: 'error' });
      } finally {
        setAsking(false);
      }
    }
    toastAfter.current = after;
    await fetcher.load(CODE_PATH);
  }

  async function clearCache() {
    clearCodeCache();
    setSaved(null);
    // Filters reset; with none set there is nowhere to go (and nothing else to load).
    if (window.location.search) await navigate(CODE_PATH, { preventScrollReset: true });
    showToast('המטמון נוקה והמסננים אופסו', { tone: 'success' });
    await fetcher.load(CODE_PATH);
  }

  return { shown, busy: asking || fetcher.state !== 'idle', refresh, clearCache };
}
