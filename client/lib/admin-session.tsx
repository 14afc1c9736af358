import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { readLocal, writeLocal } from './browser-storage.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

// The admin session (docs/product.md#admin-mode): a flag plus the token in browser storage. At start-up a
// stored token is validated and cleared silently when rejected. Pages read `isAdmin` from here.

const ADMIN_FLAG_KEY = STORAGE_KEYS.adminFlag;
const ADMIN_TOKEN_KEY = STORAGE_KEYS.adminToken;

export type AdminSession = {
  isAdmin: boolean;
  token: string | null;
  /** False until the stored session was read (and checked) in the browser. */
  ready: boolean;
  signIn(token: string): void;
  signOut(): void;
};

const AdminSessionContext = createContext<AdminSession>({
  isAdmin: false,
  token: null,
  ready: false,
  signIn() {},
  signOut() {},
});

function readStored(): string | null {
  return readLocal(ADMIN_FLAG_KEY) === 'true' ? readLocal(ADMIN_TOKEN_KEY) : null;
}

function clearStored() {
  writeLocal(ADMIN_FLAG_KEY, null);
  writeLocal(ADMIN_TOKEN_KEY, null);
}

export function AdminSessionProvider({ children }: { children: ReactNode }) {
  const [token, setToken] = useState<string | null>(null);
  const [ready, setReady] = useState(false);

  // The start-up check updates this context as a transition: a context update of normal priority
  // would make React drop the server HTML of parts still waiting for their code (deferHydration) and
  // render them empty until it arrives, shifting the page.
  useEffect(() => {
    const stored = readStored();
    if (!stored) {
      startTransition(() => setReady(true));
      return;
    }
    // Admin only once the server accepted the token; a rejected one is cleared silently.
    let cancelled = false;
    // The check's code is fetched only when a token is stored (the owner), not by every visitor.
    void import('./admin-errors.ts')
      .then(({ validateToken }) => validateToken(stored))
      .then(
        (valid) => {
          if (cancelled) return;
          if (!valid) clearStored();
          startTransition(() => {
            if (valid) setToken(stored);
            setReady(true);
          });
        },
        // The code could not be fetched (offline): not admin for now, the token stays for next time.
        () => {
          if (!cancelled) startTransition(() => setReady(true));
        },
      );
    return () => {
      cancelled = true;
    };
  }, []);

  const signIn = useCallback((next: string) => {
    // Where storage refuses, the session lasts for this page only.
    writeLocal(ADMIN_FLAG_KEY, 'true');
    writeLocal(ADMIN_TOKEN_KEY, next);
    setToken(next);
    setReady(true);
  }, []);

  const signOut = useCallback(() => {
    clearStored();
    setToken(null);
  }, []);

  const value = useMemo<AdminSession>(
    () => ({ isAdmin: token !== null, token, ready, signIn, signOut }),
    [token, ready, signIn, signOut],
  );
  return <AdminSessionContext.Provider value={value}>{children}</AdminSessionContext.Provider>;
}

export function useAdminSession(): AdminSession {
  return useContext(AdminSessionContext);
}
