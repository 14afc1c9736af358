import { useEffect, useState } from 'react';

type PreviewState = { available: boolean; active: boolean };

/**
 * The admin's preview mode: while on, this browser's pages show the content service's
 * drafts (a banner says so on every page). Off unless the server has a preview token.
 */
export function PreviewSwitch({ token }: { token: string }) {
  const [state, setState] = useState<PreviewState | null>(null);
  const [message, setMessage] = useState('');

  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/admin/preview', { headers: { Authorization: `Bearer ${token}` }, signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<PreviewState>) : null))
      .then((value) => setState(value))
      .catch(() => {});
    return () => controller.abort();
  }, [token]);

  if (!state) return null;

  async function toggle(on: boolean) {
    setMessage('');
    try {
      const response = await fetch('/api/admin/preview', {
        method: on ? 'POST' : 'DELETE',
        headers: { Authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(String(response.status));
      setState((await response.json()) as PreviewState);
    } catch {
      setMessage('לא ניתן לשנות את מצב התצוגה המקדימה כרגע');
    }
  }

  return (
    <section aria-labelledby="admin-preview" className="mt-8">
      <h2 id="admin-preview" className="text-xl font-bold">
        תצוגה מקדימה
      </h2>
      {state.available ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <button
            type="button"
            className="btn btn-secondary"
            aria-pressed={state.active}
            onClick={() => void toggle(!state.active)}
            data-preview-switch
          >
            תצוגה מקדימה
          </button>
          <span>
            {state.active ? (
              <>
                פעילה: העמודים בדפדפן הזה מציגים טיוטות. <a href="/">לצפייה באתר</a>
              </>
            ) : (
              'כבויה: העמודים מציגים את התוכן המפורסם.'
            )}
          </span>
        </div>
      ) : (
        <p className="mt-2 text-muted">
          כדי לראות טיוטות לפני פרסום יש להגדיר את{' '}
          <code dir="ltr" className="font-mono text-small">
            CONTENTFUL_PREVIEW_TOKEN
          </code>
          .
        </p>
      )}
      {message ? (
        <p role="alert" className="mt-2 font-medium text-danger">
          {message}
        </p>
      ) : null}
    </section>
  );
}
