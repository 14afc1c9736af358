import type { InputHTMLAttributes, ReactNode } from 'react';

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  | 'id'
  | 'name'
  | 'type'
  | 'inputMode'
  | 'autoComplete'
  | 'dir'
  | 'className'
  | 'aria-invalid'
  | 'aria-describedby'
>;

/**
 * A form's email address field (the footer signup, the data-rights request): its label, then the
 * input, typed left to right and aligned to the field's end as an address reads in a Hebrew form.
 * A refused address marks the input invalid and points it at the message that says why: the
 * field's own `error`, shown beneath it, or the form's message named by `messageId`.
 */
export function EmailField({
  id,
  labelClassName,
  className,
  error,
  errorClassName,
  invalid = false,
  messageId,
  required,
  ...input
}: InputProps & {
  id: string;
  labelClassName: string;
  /** The input's classes; `text-end` is added. */
  className: string;
  /** Why the address was refused, shown under the field. */
  error?: ReactNode;
  errorClassName?: string;
  /** Refused, with the reason in the form's message `messageId`. */
  invalid?: boolean;
  messageId?: string;
}) {
  const errorId = `${id}-error`;
  const describedBy = error ? errorId : invalid ? messageId : undefined;
  return (
    <>
      <label htmlFor={id} className={labelClassName}>
        {required ? (
          <>
            אימייל <span aria-hidden="true">*</span>
          </>
        ) : (
          'אימייל'
        )}
      </label>
      <input
        id={id}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        dir="ltr"
        required={required}
        {...input}
        className={`${className} text-end`}
        aria-invalid={error || invalid ? true : undefined}
        aria-describedby={describedBy}
      />
      {error ? (
        <p id={errorId} className={errorClassName}>
          {error}
        </p>
      ) : null}
    </>
  );
}
