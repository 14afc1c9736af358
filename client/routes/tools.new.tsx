import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { feedLinks } from '../../src/domain/feeds.ts';
import { formatHebrewLongDate } from '../../src/domain/hebrew-dates.ts';
import { EmptyState, ToolListPage } from '../components/catalogue/page-parts.tsx';
import { ToolGrid, toCardData } from '../components/catalogue/tool-card.tsx';
import { appContext } from '../lib/app-context.ts';
import { pageMeta, siteUrlFrom } from '../lib/meta.ts';
import type { Route } from './+types/tools.new';

// 'חדש באתר': the tools added in the last 90 days, newest first (docs/product.md#catalogue-history).
// A tool's arrival is the change log's 'added' record, else the content service's creation date.

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const found = await services.history.newTools(new Date());
  return {
    ready: found !== null,
    tools: (found ?? []).map(({ tool, addedAt }) => ({
      card: toCardData(tool),
      addedAt,
      added: formatHebrewLongDate(new Date(addedAt)),
    })),
  };
}

const TITLE = 'חדש באתר';
const DESCRIPTION = 'כלי ה-AI שנוספו לאתר ב-90 הימים האחרונים, מהחדש לישן.';

export const handle = {
  breadcrumb: () => ({ '/tools/new': TITLE }),
};

export const links: Route.LinksFunction = () => feedLinks('new-tools');

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: TITLE,
    description: DESCRIPTION,
    path: '/tools/new',
    siteUrl: siteUrlFrom(matches),
    keywords: ['כלי AI חדשים', 'כלים חדשים', 'AI חדש'],
  });

export default function NewTools({ loaderData }: Route.ComponentProps) {
  const { ready, tools } = loaderData;
  return (
    <ToolListPage
      title={TITLE}
      description={DESCRIPTION}
      icon={<Sparkles aria-hidden="true" className="size-7" />}
      ready={ready}
      isEmpty={tools.length === 0}
      empty={
        <EmptyState title="לא נוספו כלים ב-90 הימים האחרונים">
          <p className="text-muted">
            כל השינויים בקטלוג, כולל כלים שנוספו קודם, ב
            <Link to="/changes" className="font-bold text-link hover:underline">
              מה השתנה
            </Link>
            .
          </p>
        </EmptyState>
      }
    >
      <ol className="mb-6 flex flex-wrap gap-x-4 gap-y-1 text-small text-ink-soft" aria-label="תאריכי הוספה">
        {tools.map(({ card, addedAt, added }) => (
          <li key={card.id}>
            {card.name}: <time dateTime={addedAt}>{added}</time>
          </li>
        ))}
      </ol>
      <ToolGrid tools={tools.map(({ card }) => card)} label={TITLE} headingLevel={2} />
    </ToolListPage>
  );
}
