// Values made the first time they are asked for, not when their module is imported. For `Intl`
// formatters above all: the first Hebrew one of a process loads ICU's Hebrew data (~70 ms on a
// throttled phone), which a page that formats nothing must not pay (docs/decisions/0013-no-intl-in-the-browser.md).

/** A getter that calls `make` once, on its first call, and returns that value ever after. */
export function onFirstUse<T>(make: () => T): () => T {
  let value: { current: T } | undefined;
  return () => {
    value ??= { current: make() };
    return value.current;
  };
}
