import { createClient } from 'contentful';
import type { Config } from '../../../src/platform/config.ts';
import type { Logger } from '../../../src/platform/logger.ts';
import { clientParams, statusOf } from './fetch.ts';
import { CONTENT_TYPES } from './schema.ts';

// The debug page's connection test (docs/product.md#other-pages, #content-service: the
// space, its content types and three aiTool entries), run with the content source's own
// client settings against CONTENTFUL_HOST. The delivery API answers the same three reads, so the
// one client of this upstream serves it. Nothing secret leaves: no token, no host, no request URL.

export const SAMPLE_SIZE = 3;

export type ContentVariables = {
  CONTENTFUL_SPACE_ID: 'set' | 'unset';
  CONTENTFUL_ACCESS_TOKEN: 'set' | 'unset';
  CONTENTFUL_ENVIRONMENT: 'set' | 'default';
  CONTENTFUL_HOST: 'set' | 'default';
};

export type ContentClientStatus = { variables: ContentVariables; client: 'ready' | 'missing-credentials' };

export type ConnectionReport =
  | { ok: true; spaceName: string; contentTypes: number; totalTools: number; sampleTools: string[] }
  | {
      ok: false;
      message: string;
      details: { status?: number; error?: string; upstreamMessage?: string; requestId?: string };
    };

const DEFAULT_ENVIRONMENT = 'master';
const DEFAULT_HOST = 'cdn.contentful.com';

/** Which content variables are set (never their values), and whether a client can be built. */
export function contentClientStatus(
  config: Pick<
    Config,
    'CONTENTFUL_SPACE_ID' | 'CONTENTFUL_ACCESS_TOKEN' | 'CONTENTFUL_ENVIRONMENT' | 'CONTENTFUL_HOST'
  >,
): ContentClientStatus {
  const variables: ContentVariables = {
    CONTENTFUL_SPACE_ID: config.CONTENTFUL_SPACE_ID ? 'set' : 'unset',
    CONTENTFUL_ACCESS_TOKEN: config.CONTENTFUL_ACCESS_TOKEN ? 'set' : 'unset',
    CONTENTFUL_ENVIRONMENT: config.CONTENTFUL_ENVIRONMENT === DEFAULT_ENVIRONMENT ? 'default' : 'set',
    CONTENTFUL_HOST: config.CONTENTFUL_HOST === DEFAULT_HOST ? 'default' : 'set',
  };
  const ready = variables.CONTENTFUL_SPACE_ID === 'set' && variables.CONTENTFUL_ACCESS_TOKEN === 'set';
  return { variables, client: ready ? 'ready' : 'missing-credentials' };
}

/** What the SDK's error says, without the request it echoes (URL, headers). */
function describeFailure(error: unknown): ConnectionReport & { ok: false } {
  const status = statusOf(error);
  let parsed: { statusText?: string; message?: string; requestId?: string } = {};
  try {
    parsed = JSON.parse((error as Error).message) as typeof parsed;
  } catch {
    parsed = {};
  }
  const name = (error as Error | undefined)?.name;
  const code = (error as { code?: unknown } | undefined)?.code;
  if (status === undefined) {
    const timeout = code === 'ECONNABORTED' || /timeout/i.test(String((error as Error)?.message));
    return {
      ok: false,
      message: timeout ? 'שירות התוכן לא ענה בזמן' : 'לא ניתן להתחבר לשירות התוכן',
      details: { error: typeof code === 'string' ? code : timeout ? 'timeout' : 'network' },
    };
  }
  const message =
    status === 401 || status === 403
      ? 'שירות התוכן דחה את מפתח הגישה'
      : status === 404
        ? 'המרחב או הסביבה לא נמצאו בשירות התוכן'
        : `שירות התוכן החזיר שגיאה (HTTP ${status})`;
  return {
    ok: false,
    message,
    details: {
      status,
      error: name && name !== 'Error' ? name : parsed.statusText,
      upstreamMessage: parsed.message || undefined,
      requestId: parsed.requestId,
    },
  };
}

function nameOf(entry: unknown): string | null {
  const name = (entry as { fields?: { name?: unknown } } | null)?.fields?.name;
  return typeof name === 'string' && name.trim() ? name : null;
}

/** Space name, content-type count, total tools and a few tool names; or why the connection failed. */
export async function testContentConnection(config: Config, logger: Logger): Promise<ConnectionReport> {
  if (contentClientStatus(config).client !== 'ready') {
    return {
      ok: false,
      message: 'חסרים פרטי התחברות לשירות התוכן',
      details: { error: 'missing-credentials' },
    };
  }
  // A connection test reports at once: no SDK retries.
  const client = createClient({ ...clientParams(config, logger), retryOnError: false }).withoutLinkResolution;
  try {
    const space = await client.getSpace();
    const types = await client.getContentTypes();
    const tools = await client.getEntries({ content_type: CONTENT_TYPES.tool, limit: SAMPLE_SIZE });
    return {
      ok: true,
      spaceName: space.name,
      contentTypes: types.total,
      totalTools: tools.total,
      sampleTools: tools.items.map(nameOf).filter((name): name is string => name !== null),
    };
  } catch (error) {
    const failure = describeFailure(error);
    logger.warn(
      { status: failure.details.status, error: failure.details.error },
      'content connection test failed',
    );
    return failure;
  }
}
