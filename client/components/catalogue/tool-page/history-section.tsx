import { History } from 'lucide-react';
import { Link } from 'react-router';
import type { ChangeItem } from '../../../../src/domain/catalogue/changes.ts';
import { ChangeList } from '../history/change-list.tsx';
import { DetailSection } from './parts.tsx';

/** 'היסטוריה': the tool's recorded changes, newest first (docs/product.md#catalogue-history). */
export function HistorySection({ changes }: { changes: readonly ChangeItem[] | null }) {
  return (
    <DetailSection id="history" title="היסטוריה" icon={<History aria-hidden="true" className="size-5" />}>
      {changes === null ? (
        <p className="text-ink-soft">ההיסטוריה אינה זמינה כרגע. נסו שוב בעוד רגע.</p>
      ) : changes.length === 0 ? (
        <p className="text-ink-soft">
          עוד לא ראינו שינויים בכלי הזה מאז שהתחלנו לעקוב.{' '}
          <Link to="/changes" className="font-bold text-link hover:underline">
            כל השינויים באתר
          </Link>
        </p>
      ) : (
        <ChangeList changes={changes} withTool={false} />
      )}
    </DetailSection>
  );
}
