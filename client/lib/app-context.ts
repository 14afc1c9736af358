import { createContext } from 'react-router';
import type { RequestContext } from '../../src/services.ts';

/**
 * The key loaders use to reach the server's services. The server takes this very object from the
 * built entry module (`build.entry.module.appContext`), so server and build share one key.
 */
export const appContext = createContext<RequestContext>();
