import type { Config } from '../platform/config.ts';
import { SourceFetchError } from './fetch-error.ts';

// The one MailerLite client (docs/product.md#email-marketing-service). The refresh job lists and
// reads campaigns through it; the API's connection test and signups call it too. Every failure is a
// MailerLiteError of one kind (docs/product.md#newsletter-service-errors: non-OK status, non-JSON
// content type, empty body, JSON parse error, timeout, network error); the key never appears in a message.

export type MailerLiteErrorKind =
  | 'config'
  | 'status'
  | 'content_type'
  | 'empty'
  | 'parse'
  | 'timeout'
  | 'network';

/** The newsletter upstream's error: a refresh error (SourceFetchError) with the kind of failure. */
export class MailerLiteError extends SourceFetchError {
  override name = 'MailerLiteError';
  readonly kind: MailerLiteErrorKind;
  /** MailerLite's own words for a refused request (its JSON `message`), when it gave any. */
  readonly providerMessage?: string;
  constructor(
    kind: MailerLiteErrorKind,
    message: string,
    options: { status?: number; retryable?: boolean; cause?: unknown; providerMessage?: string } = {},
  ) {
    super(message, options);
    this.kind = kind;
    this.providerMessage = options.providerMessage;
  }
}

export type MailerLiteContext = {
  config: Pick<Config, 'MAILERLITE_API_KEY' | 'MAILERLITE_API_URL' | 'UPSTREAM_TIMEOUT_MS'>;
  /** The caller's own abort signal (a refresh's budget); each request also has the 10 s timeout. */
  signal?: AbortSignal;
};

export const PAGE_LIMIT = 25;

export function campaignsPath(page: number, limit = PAGE_LIMIT): string {
  return `/campaigns?filter[status]=sent&include=emails&page=${page}&limit=${limit}`;
}

function isAbort(error: unknown): boolean {
  const name = (error as Error)?.name;
  return name === 'TimeoutError' || name === 'AbortError';
}

/** One call: JSON in and out, every failure classified. */
async function mailerliteRequest(
  method: 'GET' | 'POST',
  path: string,
  context: MailerLiteContext,
  body?: unknown,
): Promise<unknown> {
  const key = context.config.MAILERLITE_API_KEY;
  if (!key) throw new MailerLiteError('config', 'MAILERLITE_API_KEY is not set', { retryable: false });
  const base = context.config.MAILERLITE_API_URL.replace(/\/+$/, '');
  const timeout = AbortSignal.timeout(context.config.UPSTREAM_TIMEOUT_MS);
  const signal = context.signal ? AbortSignal.any([context.signal, timeout]) : timeout;
  const timeoutMessage = `MailerLite did not answer ${path} within ${context.config.UPSTREAM_TIMEOUT_MS} ms`;
  let response: Response;
  try {
    response = await fetch(`${base}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        authorization: `Bearer ${key}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      redirect: 'error',
    });
  } catch (error) {
    if (isAbort(error)) throw new MailerLiteError('timeout', timeoutMessage);
    throw new MailerLiteError('network', `MailerLite could not be reached for ${path}`);
  }
  if (!response.ok) {
    const status = response.status;
    // A refused request's reason (422: "The email must be a valid email address.") is shown to the
    // admin; it is MailerLite's text about the request, never anything of ours.
    const providerMessage =
      status >= 400 && status < 500 && status !== 401
        ? await response
            .text()
            .then((text) => (JSON.parse(text) as { message?: unknown }).message)
            .then((message) => (typeof message === 'string' ? message.slice(0, 300) : undefined))
            .catch(() => undefined)
        : await response.body?.cancel().then(
            () => undefined,
            () => undefined,
          );
    const message =
      status === 401
        ? 'MailerLite rejected the API key (401)'
        : `MailerLite answered HTTP ${status} for ${path}`;
    throw new MailerLiteError('status', message, {
      status,
      retryable: status === 429 || status >= 500,
      providerMessage,
    });
  }
  const type = response.headers.get('content-type') ?? '';
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type)) {
    await response.body?.cancel().catch(() => undefined);
    throw new MailerLiteError(
      'content_type',
      `MailerLite ${path}: expected JSON, got "${type || 'no content type'}"`,
      {
        status: response.status,
      },
    );
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    if (isAbort(error)) throw new MailerLiteError('timeout', timeoutMessage);
    throw new MailerLiteError('network', `MailerLite ${path}: the response was cut off`);
  }
  if (text.trim() === '')
    throw new MailerLiteError('empty', `MailerLite ${path}: empty response body`, {
      status: response.status,
    });
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new MailerLiteError('parse', `MailerLite ${path}: response is not valid JSON`, {
      status: response.status,
      cause: error,
    });
  }
}

/** A cheap authenticated call: proves the key and the service answer. */
export async function pingMailerLite(context: MailerLiteContext): Promise<void> {
  await mailerliteRequest('GET', '/campaigns?filter[status]=sent&limit=1', context);
}

export function listSentCampaigns(page: number, context: MailerLiteContext): Promise<unknown> {
  return mailerliteRequest('GET', campaignsPath(page), context);
}

export function getCampaign(id: string, context: MailerLiteContext): Promise<unknown> {
  return mailerliteRequest('GET', `/campaigns/${encodeURIComponent(id)}`, context);
}

/** Adds a subscriber to the fixed group (the subscriber payload, docs/product.md#entities). */
export function createSubscriber(
  input: { email: string; name?: string; groupId?: string },
  context: MailerLiteContext,
): Promise<unknown> {
  return mailerliteRequest('POST', '/subscribers', context, {
    email: input.email,
    ...(input.name ? { fields: { name: input.name } } : {}),
    ...(input.groupId ? { groups: [input.groupId] } : {}),
  });
}
