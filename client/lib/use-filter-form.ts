import { type ChangeEvent, type FormEvent, useEffect, useRef } from 'react';
import { useSubmit } from 'react-router';

/** Typing in the search box waits this long after the last key; selects and boxes apply at once. */
const SEARCH_DEBOUNCE_MS = 350;

/**
 * A GET filter form that works as a plain form without JavaScript and applies itself as the visitor
 * changes it with JavaScript (/tools, /terms). Spread the result on the <Form>. Empty fields stay out
 * of the address, so it reads as the filters actually chosen; each change replaces the history entry.
 */
export function useFilterForm(action: string) {
  const submit = useSubmit();
  const ref = useRef<HTMLFormElement>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  function apply(delay: number) {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      if (!ref.current) return;
      const params = new URLSearchParams();
      for (const [key, value] of new FormData(ref.current)) {
        if (typeof value === 'string' && value.trim()) params.append(key, value.trim());
      }
      void submit(params, { method: 'get', action, replace: true, preventScrollReset: true });
    }, delay);
  }

  return {
    ref,
    onSubmit(event: FormEvent<HTMLFormElement>) {
      event.preventDefault();
      apply(0);
    },
    onChange(event: ChangeEvent<HTMLFormElement>) {
      const target = event.target as HTMLElement;
      apply(target instanceof HTMLInputElement && target.type === 'search' ? SEARCH_DEBOUNCE_MS : 0);
    },
  };
}
