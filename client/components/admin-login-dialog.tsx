import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, useId, useState } from 'react';
import { requestLogin, validatePassword } from '../lib/admin-errors.ts';
import { BidiText } from './bidi-text.tsx';

// The admin password dialog (docs/product.md#admin-mode, #login-errors): labelled, focus trapped,
// Escape closes. The username is fixed to admin; only the password is asked for.

export function AdminLoginDialog({
  open,
  onOpenChange,
  onSignedIn,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  onSignedIn(token: string): void;
}) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  function reset() {
    setPassword('');
    setError(null);
    setLoading(false);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = validatePassword(password);
    if (invalid) {
      setError(invalid);
      return;
    }
    setLoading(true);
    setError(null);
    const result = await requestLogin(password);
    setLoading(false);
    if (result.ok) {
      reset();
      onSignedIn(result.token);
      onOpenChange(false);
    } else {
      setError(result.message);
    }
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-(--z-dialog) bg-night/60" />
        <Dialog.Content
          dir="rtl"
          className="fixed inset-0 z-(--z-dialog) m-auto h-fit w-[min(92vw,26rem)] rounded-2xl bg-surface p-6 text-ink shadow-xl focus:outline-none"
          data-admin-dialog
        >
          <Dialog.Title className="text-lg font-extrabold">כניסת מנהל</Dialog.Title>
          <Dialog.Description className="mt-1 text-small text-muted">
            הזינו את סיסמת המנהל כדי להיכנס למצב ניהול.
          </Dialog.Description>
          <form className="mt-4 grid gap-3" onSubmit={onSubmit} noValidate>
            <label htmlFor={`${id}-password`} className="font-medium">
              סיסמה
            </label>
            <input
              id={`${id}-password`}
              name="password"
              type="password"
              autoComplete="current-password"
              dir="ltr"
              className="field text-end"
              value={password}
              disabled={loading}
              onChange={(event) => {
                setPassword(event.target.value);
                if (error) setError(null);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            <p id={`${id}-error`} role="alert" className="min-h-5 text-small font-medium text-danger">
              <BidiText text={error} />
            </p>
            <div className="flex flex-wrap gap-2">
              <button
                type="submit"
                className="btn btn-primary"
                disabled={loading || password.trim() === ''}
                aria-busy={loading || undefined}
              >
                {loading ? 'מתחבר...' : 'כניסה'}
              </button>
              <Dialog.Close asChild>
                <button type="button" className="btn btn-secondary">
                  ביטול
                </button>
              </Dialog.Close>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
