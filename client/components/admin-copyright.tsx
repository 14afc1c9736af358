import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useAdminSession } from '../lib/admin-session.tsx';

// The password dialog (and its dialog library) is fetched on the gesture's first click, not with
// every page: visitors never open it.
const loadDialog = () => import('./admin-login-dialog.tsx');
const AdminLoginDialog = lazy(() => loadDialog().then((module) => ({ default: module.AdminLoginDialog })));

// The secret admin entry (docs/product.md#admin-mode): 3 clicks on the copyright line within 2
// seconds open the password dialog; when already admin the gesture asks to confirm and logs out.
// Admin mode shows the green 'מנהל' badge on the line.

const GESTURE_CLICKS = 3;
const GESTURE_WINDOW_MS = 2_000;

export function AdminCopyright({ children }: { children: ReactNode }) {
  const { isAdmin, signIn, signOut } = useAdminSession();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing keeps the dialog's own focus handling.
  const [dialogUsed, setDialogUsed] = useState(false);
  const clicks = useRef<number[]>([]);
  // Marks the line once hydrated, so the gesture works (browser tests wait for it).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  function onClick() {
    const now = Date.now();
    clicks.current = [...clicks.current.filter((at) => now - at < GESTURE_WINDOW_MS), now];
    if (!isAdmin) void loadDialog();
    if (clicks.current.length < GESTURE_CLICKS) return;
    clicks.current = [];
    if (isAdmin) {
      if (window.confirm('לצאת ממצב מנהל?')) signOut();
      return;
    }
    setDialogUsed(true);
    setOpen(true);
  }

  return (
    <>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a hidden gesture by design, not a control */}
      <p
        data-copyright
        data-hydrated={hydrated || undefined}
        onClick={onClick}
        className="flex items-center gap-2"
      >
        <span>{children}</span>
        {isAdmin ? (
          <span
            data-admin-badge
            className="rounded-full bg-emerald-700 px-2 py-0.5 text-xs font-bold text-white"
          >
            מנהל
          </span>
        ) : null}
      </p>
      {dialogUsed ? (
        <Suspense fallback={null}>
          <AdminLoginDialog open={open} onOpenChange={setOpen} onSignedIn={signIn} />
        </Suspense>
      ) : null}
    </>
  );
}
