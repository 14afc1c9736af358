// The error every upstream call reports as its own. It lives beside the upstream clients (and not in
// jobs/) because the web process's API calls the MailerLite client too, and the refresh pipeline's
// retry policy reads `retryable` from it.

/** An error a refresh reports as its own (bad status, invalid RSS, empty list...). */
export class SourceFetchError extends Error {
  override name = 'SourceFetchError';
  readonly status?: number;
  readonly retryable: boolean;
  constructor(message: string, options: { status?: number; retryable?: boolean; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.status = options.status;
    this.retryable = options.retryable ?? true;
  }
}
