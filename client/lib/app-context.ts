import { createContext } from 'react-router';
import type { SignupBlock } from '../../src/middleware/rate-limit.ts';
import type { PagePreload } from '../../src/page-preload.ts';
import type { AppServices } from '../../src/services.ts';

export type RequestContext = {
  services: AppServices;
  /** Per-request CSP nonce; React Router's inline scripts carry it. */
  nonce: string;
  requestId: string;
  /** Set by the auth middleware when the request carries a valid admin token. */
  isAdmin: boolean;
  /** Set by the signup limit on the footer form's action when it must not subscribe. */
  signupBlock: SignupBlock | null;
  /** Whether a path is a page of this build (not the catch-all not-found route). */
  pageExists?: (path: string) => boolean;
  /** What the browser preloads for a page: its data URL and route modules (src/page-preload.ts). */
  pagePreload?: (path: string) => PagePreload;
  /** The admin's preview session (issue 23): pages read the preview API's content. */
  preview?: boolean;
  /** Keeps this response out of the page cache (a render that failed part-way). */
  noStore?: () => void;
};

/**
 * The key loaders use to reach the server's services. The server takes this very object from the
 * built entry module (`build.entry.module.appContext`), so server and build share one key.
 */
export const appContext = createContext<RequestContext>();
