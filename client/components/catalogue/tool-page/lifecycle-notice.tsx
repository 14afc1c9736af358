import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router';
import type { LifecycleNoticeData } from '../../../../src/domain/catalogue/lifecycle.ts';
import { BidiText, Name } from '../../bidi-text.tsx';

const HEADLINES: Record<LifecycleNoticeData['status'], string> = {
  discontinued: 'הכלי הזה נסגר',
  acquired: 'הכלי הזה נרכש ואינו זמין עוד כמוצר נפרד',
  renamed: 'הכלי הזה שינה את שמו',
};

/** The notice at the top of a discontinued, acquired or renamed tool's page (docs/product.md#tool-lifecycle). */
export function LifecycleNotice({
  data,
  hasAlternatives,
}: {
  data: LifecycleNoticeData;
  hasAlternatives: boolean;
}) {
  return (
    <section
      aria-labelledby="lifecycle-notice"
      className="card mb-6 border-2 border-cat-automation bg-cat-automation-bg p-5"
      data-lifecycle={data.status}
    >
      <h2 id="lifecycle-notice" className="flex items-center gap-2 text-lg font-bold">
        <AlertTriangle aria-hidden="true" className="size-5 shrink-0" />
        {HEADLINES[data.status]}
        {data.date ? ` (${data.date})` : ''}
      </h2>
      {data.note ? (
        <p className="mt-2">
          <BidiText text={data.note} />
        </p>
      ) : null}
      <p className="mt-2">
        {data.successor ? (
          <>
            במקומו:{' '}
            <Link
              to={`/tools/${encodeURIComponent(data.successor.id)}`}
              className="font-bold text-link underline"
            >
              <Name>{data.successor.name}</Name>
            </Link>
            {hasAlternatives ? ' · ' : null}
          </>
        ) : null}
        {hasAlternatives ? (
          <a href="#alternatives" className="font-bold text-link underline">
            חלופות שאפשר להשתמש בהן
          </a>
        ) : null}
        {' · '}
        <Link to="/tools/graveyard" className="font-bold text-link underline">
          כלים שנסגרו
        </Link>
      </p>
    </section>
  );
}
