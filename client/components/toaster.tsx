import { CheckCircle2, Info, X, XCircle } from 'lucide-react';
import { useEffect, useSyncExternalStore } from 'react';

// Toasts (docs/product.md#site-wide-widgets): one at a time, 4 seconds by default, announced
// politely, dismissible. A module-level store so any component (or plain code after a fetch) can
// call showToast().

export type ToastTone = 'success' | 'error' | 'info';
type Toast = { id: number; message: string; tone: ToastTone; durationMs: number };

const TOAST_DURATION_MS = 4_000;

let current: Toast | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Shows a toast, replacing the one on screen (one at a time). Returns its id. */
export function showToast(message: string, options: { tone?: ToastTone; durationMs?: number } = {}): number {
  current = {
    id: nextId++,
    message,
    tone: options.tone ?? 'success',
    durationMs: options.durationMs ?? TOAST_DURATION_MS,
  };
  emit();
  return current.id;
}

function dismissToast(id?: number) {
  if (!current || (id !== undefined && current.id !== id)) return;
  current = null;
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const ICONS = { success: CheckCircle2, error: XCircle, info: Info } as const;
const TONE_CLASS = {
  success: 'border-emerald-300 text-success',
  error: 'border-red-300 text-danger',
  info: 'border-brand-200 text-ink',
} as const;

/**
 * The one toast region, rendered once in the root. The live region is always in the document so a
 * screen reader announces a toast the moment its text appears.
 */
export function Toaster() {
  const toast = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );

  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => dismissToast(toast.id), toast.durationMs);
    return () => window.clearTimeout(timer);
  }, [toast]);

  const Icon = toast ? ICONS[toast.tone] : null;
  return (
    <div
      aria-live="polite"
      aria-atomic="true"
      className="pointer-events-none fixed inset-x-0 top-4 z-(--z-toast) flex justify-center px-4 print:hidden"
    >
      {toast && Icon ? (
        <div
          role="status"
          data-toast={toast.tone}
          className={`pointer-events-auto flex max-w-md items-center gap-3 rounded-2xl border bg-surface px-4 py-3 shadow-card ${TONE_CLASS[toast.tone]}`}
        >
          <Icon aria-hidden="true" className="size-5 shrink-0" />
          <p className="font-medium">{toast.message}</p>
          <button
            type="button"
            onClick={() => dismissToast(toast.id)}
            className="-me-1 grid size-9 shrink-0 place-items-center rounded-full hover:bg-canvas"
            aria-label="סגירת ההודעה"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
