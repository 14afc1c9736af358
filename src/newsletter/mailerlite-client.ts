// The MailerLite API client (server only: the key never leaves the server). Every failure becomes an
// UpstreamError of one kind, which the API maps to a clear JSON 502 or 504 (spec section 8).

export type UpstreamErrorKind = 'status' | 'content_type' | 'empty' | 'parse' | 'timeout' | 'network';

export class UpstreamError extends Error {
  override name = 'UpstreamError';
  readonly kind: UpstreamErrorKind;
  readonly status: number | undefined;
  constructor(kind: UpstreamErrorKind, message: string, status?: number) {
    super(message);
    this.kind = kind;
    this.status = status;
  }
}

export type MailerLiteClientOptions = {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  fetch?: typeof fetch;
};

type Query = Record<string, string | number | undefined>;

export type CampaignListQuery = { page: number; limit: number; status: 'sent'; includeEmails: boolean };

export type MailerLiteClient = {
  /** A cheap authenticated call: proves the key and the service answer. */
  ping(): Promise<void>;
  listCampaigns(query: CampaignListQuery): Promise<unknown>;
  getCampaign(id: string): Promise<unknown>;
  createSubscriber(input: { email: string; name?: string; groupId?: string }): Promise<unknown>;
};

export function createMailerLiteClient(options: MailerLiteClientOptions): MailerLiteClient {
  const fetchImpl = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/+$/, '');

  async function call(method: 'GET' | 'POST', path: string, query?: Query, body?: unknown): Promise<unknown> {
    const url = new URL(`${base}${path}`);
    for (const [name, value] of Object.entries(query ?? {})) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method,
        headers: {
          Accept: 'application/json',
          Authorization: `Bearer ${options.apiKey}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      const name = (error as Error).name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new UpstreamError('timeout', `MailerLite did not answer within ${options.timeoutMs} ms`);
      }
      throw new UpstreamError('network', 'MailerLite could not be reached');
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      const name = (error as Error).name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new UpstreamError('timeout', `MailerLite did not answer within ${options.timeoutMs} ms`);
      }
      throw new UpstreamError('network', 'The MailerLite response was cut off');
    }
    if (!response.ok) {
      throw new UpstreamError('status', `MailerLite answered HTTP ${response.status}`, response.status);
    }
    const contentType = response.headers.get('content-type') ?? '';
    if (!/^application\/([\w.+-]+\+)?json\b/i.test(contentType)) {
      throw new UpstreamError(
        'content_type',
        'MailerLite answered with a non-JSON content type',
        response.status,
      );
    }
    if (text.trim() === '')
      throw new UpstreamError('empty', 'MailerLite answered with an empty body', response.status);
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new UpstreamError('parse', 'MailerLite answered with invalid JSON', response.status);
    }
  }

  return {
    async ping() {
      await call('GET', '/campaigns', { limit: 1, 'filter[status]': 'sent' });
    },
    listCampaigns(query) {
      return call('GET', '/campaigns', {
        page: query.page,
        limit: query.limit,
        'filter[status]': query.status,
        include: query.includeEmails ? 'emails' : undefined,
      });
    },
    getCampaign(id) {
      return call('GET', `/campaigns/${encodeURIComponent(id)}`);
    },
    createSubscriber({ email, name, groupId }) {
      return call('POST', '/subscribers', undefined, {
        email,
        ...(name ? { fields: { name } } : {}),
        ...(groupId ? { groups: [groupId] } : {}),
      });
    },
  };
}
