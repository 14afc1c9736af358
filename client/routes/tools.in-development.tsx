import { Construction } from 'lucide-react';
import { Link } from 'react-router';
import { pageMeta, siteUrlFrom } from '../lib/meta.ts';
import type { Route } from './+types/tools.in-development';

// /tools/creative and /tools/concepts: placeholders (docs/product.md#route-table).

const TITLES: Record<string, string> = { creative: 'כלים יצירתיים', concepts: 'מושגי כלים' };

function keyOf(pathname: string): string {
  return pathname.split('/').filter(Boolean)[1] ?? 'creative';
}

export function loader({ request }: Route.LoaderArgs) {
  return { key: keyOf(new URL(request.url).pathname) };
}

export const handle = {
  breadcrumb: (loaderData: unknown) => {
    const key = (loaderData as { key?: string } | undefined)?.key;
    return key && TITLES[key] ? { [`/tools/${key}`]: TITLES[key] } : undefined;
  },
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta({
    title: TITLES[loaderData?.key ?? ''] ?? 'בפיתוח',
    description: 'העמוד נמצא בפיתוח ויעלה בקרוב.',
    path: `/tools/${loaderData?.key ?? 'creative'}`,
    siteUrl: siteUrlFrom(matches),
    noIndex: true,
  });

export default function InDevelopment({ loaderData }: Route.ComponentProps) {
  return (
    <section className="container-page grid min-h-[50vh] place-items-center py-16 text-center">
      <div>
        <Construction aria-hidden="true" className="mx-auto size-14 text-link" />
        <h1 className="mt-4 text-title font-bold">{TITLES[loaderData.key] ?? 'בפיתוח'}</h1>
        <p className="mt-3 text-lg text-muted">העמוד בפיתוח ויעלה בקרוב. בינתיים אפשר לעיין בכל הכלים.</p>
        <Link to="/tools" className="btn btn-primary mt-8">
          לכל הכלים
        </Link>
      </div>
    </section>
  );
}
