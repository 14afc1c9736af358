import { ShieldCheck } from 'lucide-react';
import { useAdminSession } from '../../lib/admin-session.tsx';
import { BidiText } from '../bidi-text.tsx';

/**
 * docs/product.md#category-pages: admins see the category's filter (field, values, match count).
 * Client-side only.
 */
export function AdminFilterStrip({
  field,
  values,
  count,
}: {
  field: string;
  values: readonly string[];
  count: number;
}) {
  const { isAdmin, ready } = useAdminSession();
  if (!ready || !isAdmin) return null;
  return (
    <aside
      aria-label="מידע סינון למנהל"
      data-testid="admin-filter-strip"
      className="mb-6 flex flex-wrap items-center gap-x-4 gap-y-1 rounded-xl border border-cat-audio/40 bg-cat-audio-bg px-4 py-2 text-small text-cat-audio"
    >
      <span className="inline-flex items-center gap-1 font-bold">
        <ShieldCheck aria-hidden="true" className="size-4" />
        מנהל
      </span>
      <span>
        שדה סינון: <code dir="ltr">{field}</code>
      </span>
      <span>
        ערכים: <BidiText text={values.join(', ') || '—'} />
      </span>
      <span>התאמות: {count}</span>
    </aside>
  );
}
