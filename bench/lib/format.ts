// How the bench prints its figures.

/** Milliseconds with one decimal, or a dash for a figure that was not measured. */
export const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '—');
/** Bytes as KB with one decimal. */
export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
