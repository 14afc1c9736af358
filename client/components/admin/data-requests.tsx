import { useCallback, useEffect, useState } from 'react';
import { REQUEST_TYPES } from '../../lib/data-rights.ts';

// The admin's list of open data-rights requests (sent through the privacy page's form while no
// privacy address is configured), oldest first, each with the date it must be answered by (30
// business days). "Answered" deletes the request and the personal data in it.

type OpenRequest = {
  id: string;
  name: string;
  email: string;
  requestType: string;
  details: string;
  receivedAt: string;
  deadline: string;
};

const dateFormat = new Intl.DateTimeFormat('he-IL', { dateStyle: 'medium' });
const typeLabel = (value: string) => REQUEST_TYPES.find((type) => type.value === value)?.label ?? value;

export function DataRequests({ token }: { token: string }) {
  const [requests, setRequests] = useState<OpenRequest[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      const response = await fetch('/api/admin/data-requests', {
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(String(response.status));
      setRequests(((await response.json()) as { requests: OpenRequest[] }).requests);
      setError(null);
    } catch {
      setError('לא ניתן לטעון כרגע את הבקשות.');
    }
  }, [token]);

  useEffect(() => {
    void load();
  }, [load]);

  async function markDone(id: string) {
    try {
      const response = await fetch(`/api/admin/data-requests/${encodeURIComponent(id)}/done`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(String(response.status));
      await load();
    } catch {
      setError('הסימון נכשל. אנא נסו שנית.');
    }
  }

  return (
    <section aria-labelledby="admin-data-requests" className="mt-8" data-admin-data-requests>
      <h2 id="admin-data-requests" className="text-xl font-bold">
        בקשות למימוש זכויות פרטיות
      </h2>
      {error ? (
        <p role="alert" className="mt-3 font-medium text-danger">
          {error}
        </p>
      ) : null}
      {requests === null ? null : requests.length === 0 ? (
        <p className="mt-3">אין בקשות פתוחות.</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {requests.map((request) => (
            <li key={request.id} className="rounded-card border border-line p-4" data-request-id={request.id}>
              <p className="font-bold">
                {typeLabel(request.requestType)}: {request.name}{' '}
                <bdi dir="ltr" className="font-normal">
                  {request.email}
                </bdi>
              </p>
              <p className="mt-1 text-small">
                התקבלה ב־{dateFormat.format(new Date(request.receivedAt))}; יש להשיב עד{' '}
                <strong data-deadline>{dateFormat.format(new Date(request.deadline))}</strong> (30 ימי עסקים).
              </p>
              {request.details ? <p className="mt-2 whitespace-pre-line">{request.details}</p> : null}
              <button
                type="button"
                className="btn btn-secondary mt-3"
                onClick={() => void markDone(request.id)}
              >
                טופלה – מחיקת הבקשה
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
