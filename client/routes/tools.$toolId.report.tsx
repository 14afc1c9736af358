import { data, Link, redirect } from 'react-router';
import { REPORT_MESSAGES, validateReport } from '../../src/domain/reports.ts';
import { Name } from '../components/bidi-text.tsx';
import { ReportProblemForm, type ReportResult } from '../components/catalogue/tool-page/report-problem.tsx';
import { appContext } from '../lib/app-context.ts';
import { pageMeta, siteUrlFrom } from '../lib/meta.ts';
import type { Route } from './+types/tools.$toolId.report';

// A tool's 'דווחו על בעיה' page (docs/product.md#report-a-problem): the form's action, the
// no-JavaScript form again with a message per field, and its thank-you state (?sent=1, after a 303).

// The trail names the tool as its own page does (בית › כלי AI › Midjourney › דיווח על בעיה), not by its id.
export const handle = {
  breadcrumb: (loaderData: unknown) => {
    const value = loaderData as { toolId?: string; toolName?: string } | undefined;
    return value?.toolId && value.toolName
      ? { [`/tools/${encodeURIComponent(value.toolId)}`]: value.toolName }
      : null;
  },
};

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) =>
  pageMeta({
    title: loaderData ? `דווחו על בעיה ב-${loaderData.toolName}` : 'דווחו על בעיה',
    description: 'קישור שבור, מחיר שהשתנה, דירוג עברית שגוי או כלי שנסגר: כתבו לנו, ונבדוק ונתקן.',
    path: `/tools/${encodeURIComponent(params.toolId)}/report`,
    siteUrl: siteUrlFrom(matches),
    noIndex: true,
  });

async function toolName(
  services: { content: { read(source: 'content'): Promise<unknown> } },
  toolId: string,
) {
  const snapshot = (await services.content.read('content')) as {
    data: { tools: { id: string; name: string }[]; retiredTools?: { id: string; name: string }[] };
  } | null;
  const tools = [...(snapshot?.data.tools ?? []), ...(snapshot?.data.retiredTools ?? [])];
  return tools.find((tool) => tool.id === toolId)?.name;
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const name = await toolName(services, params.toolId);
  if (!name) throw data({ reason: 'not-found' }, { status: 404 });
  return {
    toolId: params.toolId,
    toolName: name,
    sent: new URL(request.url).searchParams.get('sent') === '1',
  };
}

/**
 * Whether the post comes from this site's own pages: the browser's Origin (or, without it, its
 * Sec-Fetch-Site) must name this origin. A client that sends neither is not a browser form; the rate
 * limit still bounds it.
 */
function sameOrigin(request: Request, siteUrl: string): boolean {
  const origin = request.headers.get('origin');
  if (origin) return origin === new URL(request.url).origin || origin === new URL(siteUrl).origin;
  const site = request.headers.get('sec-fetch-site');
  return !site || site === 'same-origin';
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const { services, reportBlock } = context.get(appContext);
  const thanks = `/tools/${encodeURIComponent(params.toolId)}/report?sent=1`;
  if (!sameOrigin(request, services.config.PUBLIC_SITE_URL)) {
    return data<ReportResult>({ status: 'error', message: REPORT_MESSAGES.origin }, { status: 403 });
  }
  const form = await request.formData().catch(() => null);
  const field = (name: string) => String(form?.get(name) ?? '').slice(0, 5_000);
  const inline = field('inline') === '1';
  // The honeypot: thanked like anyone, stored nowhere.
  if (field('website'))
    return inline
      ? data<ReportResult>({ status: 'sent', message: REPORT_MESSAGES.sent })
      : redirect(thanks, 303);
  const values = { kind: field('kind'), details: field('details'), email: field('email') };
  const { report, errors } = validateReport(values);
  if (!report) return data<ReportResult>({ status: 'invalid', errors, values }, { status: 400 });
  if (reportBlock) {
    const limited = reportBlock === 'limited';
    return data<ReportResult>(
      { status: 'error', message: limited ? REPORT_MESSAGES.limited : REPORT_MESSAGES.failed },
      { status: limited ? 429 : 503 },
    );
  }
  const outcome = await services.reports.submit(params.toolId, report);
  if (outcome === 'unknown-tool') throw data({ reason: 'not-found' }, { status: 404 });
  if (outcome === 'failed')
    return data<ReportResult>({ status: 'error', message: REPORT_MESSAGES.failed }, { status: 503 });
  return inline
    ? data<ReportResult>({ status: 'sent', message: REPORT_MESSAGES.sent })
    : redirect(thanks, 303);
}

export default function ReportPage({ loaderData, actionData }: Route.ComponentProps) {
  const { toolId, toolName: name, sent } = loaderData;
  const toolHref = `/tools/${encodeURIComponent(toolId)}`;
  return (
    <div className="container-page max-w-2xl py-8 lg:py-12">
      <h1 className="text-[1.875rem] leading-tight font-extrabold">
        דווחו על בעיה ב-<Name>{name}</Name>
      </h1>
      {sent && !actionData ? (
        <div className="card mt-6 p-4 md:p-6" data-report-sent>
          <p role="status" className="text-lg font-medium text-success">
            {REPORT_MESSAGES.sent}
          </p>
        </div>
      ) : (
        <div className="card mt-6 p-4 md:p-6">
          <ReportProblemForm toolId={toolId} result={actionData as ReportResult | undefined} />
        </div>
      )}
      <p className="mt-6">
        <Link to={toolHref} className="font-bold text-link hover:underline">
          חזרה לעמוד של <Name>{name}</Name>
        </Link>
      </p>
    </div>
  );
}
