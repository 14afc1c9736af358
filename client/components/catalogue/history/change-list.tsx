import { Link } from 'react-router';
import type { ChangeItem } from '../../../../src/domain/catalogue/changes.ts';
import { isNewSince } from '../../../lib/new-since-visit.ts';
import { BidiText, Name } from '../../bidi-text.tsx';
import { NewMark } from '../../new-mark.tsx';

/**
 * Changes newest first; `withTool` names the tool (the /changes list), a tool page does not. With
 * `seenBefore` (client/lib/new-since-visit.ts), a change recorded after it is marked 'חדש'.
 */
export function ChangeList({
  changes,
  withTool,
  seenBefore = null,
}: {
  changes: readonly ChangeItem[];
  withTool: boolean;
  seenBefore?: number | null;
}) {
  return (
    <ol className="flex flex-col gap-3" data-change-list>
      {changes.map((change) => (
        <li
          key={change.id}
          className="flex flex-wrap items-baseline gap-x-3 gap-y-1"
          data-change={change.kind}
        >
          <time dateTime={change.at} className="text-small text-ink-soft">
            {change.date}
          </time>
          {isNewSince(change.at, seenBefore) ? <NewMark /> : null}
          {withTool ? (
            <Link
              to={`/tools/${encodeURIComponent(change.toolId)}`}
              className="font-bold text-link hover:underline"
            >
              <Name>{change.toolName}</Name>
            </Link>
          ) : null}
          <span>
            <BidiText text={change.text} />
          </span>
        </li>
      ))}
    </ol>
  );
}
