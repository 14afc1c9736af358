import { appContextKey } from '../../src/domain/app-context.ts';
import type { RequestContext } from '../../src/services.ts';

/**
 * The key loaders, actions and the entry use to reach the server's services. The server takes the
 * same object from the same registry (src/domain/app-context.ts), so server and build share one key.
 */
export const appContext = appContextKey<RequestContext>();
