import { type ReactNode, useEffect, useState } from 'react';
import { KeepPhrases } from '../bidi-text.tsx';

// The owner's view of link health and stale prices in the admin area: the links the last
// check found broken or permanently moved, or refused to ask (an internal address), each with the
// pages that show it, and the tools whose
// prices were checked more than 180 days ago.

type LinksReport = {
  checkedAt: string | null;
  broken: { url: string; status: number | null; since: string | null; pages: string[] }[];
  redirected: { url: string; to: string; pages: string[] }[];
  /** Links the checker refused to ask (a private, loopback or metadata address), with why. */
  blocked?: { url: string; reason: string; pages: string[] }[];
  unknown: number;
  ok: number;
};

export type StalePrice = { id: string; name: string; pricingCheckedAt: string };

const dateFormat = new Intl.DateTimeFormat('he-IL', { dateStyle: 'short', timeStyle: 'short' });
const when = (value: string | null) => (value ? dateFormat.format(new Date(value)) : '—');

function Pages({ pages }: { pages: string[] }) {
  return (
    <ul className="flex flex-col gap-1">
      {pages.map((page) => (
        <li key={page}>
          <a href={page} dir="ltr" className="font-mono text-link hover:underline">
            {page}
          </a>
        </li>
      ))}
    </ul>
  );
}

function Url({ url }: { url: string }) {
  return (
    <span dir="ltr" className="font-mono break-all">
      {url}
    </span>
  );
}

/** A table of links (none: no table), each row the link, `cells` and the pages that show it. */
function LinkTable<Link extends { url: string; pages: string[] }>({
  caption,
  columns,
  links,
  cells,
}: {
  caption: string;
  /** The headers of `cells`' columns. */
  columns: readonly string[];
  links: readonly Link[];
  cells: (link: Link) => ReactNode;
}) {
  if (links.length === 0) return null;
  return (
    <div className="relative mt-3 overflow-x-auto">
      <table className="w-full min-w-[40rem] border-collapse text-small">
        <caption className="mb-2 text-start font-bold">{caption}</caption>
        <thead>
          <tr className="border-b border-line">
            {['קישור', ...columns, 'מופיע בעמודים'].map((column) => (
              <th key={column} scope="col" className="p-2 text-start">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {links.map((link) => (
            <tr key={link.url} className="border-b border-line align-top">
              <th scope="row" className="p-2 text-start font-normal">
                <Url url={link.url} />
              </th>
              {cells(link)}
              <td className="p-2">
                <Pages pages={link.pages} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function LinkReport({ token }: { token: string }) {
  const [report, setReport] = useState<LinksReport | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/admin/links', { headers: { Authorization: `Bearer ${token}` }, signal: controller.signal })
      .then((response) => {
        if (!response.ok) throw new Error(String(response.status));
        return response.json() as Promise<LinksReport>;
      })
      .then(setReport)
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, [token]);

  return (
    <section aria-labelledby="admin-links" className="mt-10" data-admin-links>
      <h2 id="admin-links" className="text-xl font-bold">
        תקינות קישורים
      </h2>
      {failed ? (
        <p role="alert" className="mt-2 font-medium text-danger">
          לא ניתן לטעון את דוח הקישורים
        </p>
      ) : !report ? (
        <p className="mt-2 text-muted">טוען...</p>
      ) : report.checkedAt === null ? (
        <p className="mt-2 text-muted">הקישורים עוד לא נבדקו. הבדיקה רצה ברקע פעם ביום.</p>
      ) : (
        <>
          <p className="mt-2">
            בדיקה אחרונה: {when(report.checkedAt)}. {report.ok} תקינים, {report.broken.length} שבורים,{' '}
            {report.redirected.length} הועברו, {report.unknown} לא ידוע
            {report.blocked?.length ? `, ${report.blocked.length} נחסמו` : ''}.
          </p>
          <LinkTable
            caption="קישורים שבורים"
            columns={['תשובה', 'שבור מאז']}
            links={report.broken}
            cells={(link) => (
              <>
                <td className="p-2">{link.status ?? 'אין חיבור'}</td>
                <td className="p-2">{when(link.since)}</td>
              </>
            )}
          />
          <LinkTable
            caption="קישורים שהועברו לכתובת חדשה"
            columns={['כתובת חדשה']}
            links={report.redirected}
            cells={(link) => (
              <td className="p-2">
                <Url url={link.to} />
              </td>
            )}
          />
          <LinkTable
            caption="קישורים שלא נבדקו: כתובת פנימית"
            columns={['סיבה']}
            links={report.blocked ?? []}
            cells={(link) => (
              <td className="p-2" dir="ltr">
                {link.reason}
              </td>
            )}
          />
        </>
      )}
    </section>
  );
}

export function StalePricing({ tools }: { tools: StalePrice[] }) {
  return (
    <section aria-labelledby="admin-stale-pricing" className="mt-10" data-admin-stale-pricing>
      <h2 id="admin-stale-pricing" className="text-xl font-bold">
        <KeepPhrases text="מחירים שנבדקו לפני יותר מ-180 יום" />
      </h2>
      {tools.length === 0 ? (
        <p className="mt-2 text-muted">אין כלים כאלה.</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-1">
          {tools.map((tool) => (
            <li key={tool.id}>
              <a
                href={`/tools/${encodeURIComponent(tool.id)}`}
                className="font-medium text-link hover:underline"
              >
                {tool.name}
              </a>{' '}
              — נבדק{' '}
              {new Intl.DateTimeFormat('he-IL', { dateStyle: 'long' }).format(
                new Date(tool.pricingCheckedAt),
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
