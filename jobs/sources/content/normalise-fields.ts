// Pure helpers every entity's normaliser shares: the entry's shape and the field coercions.

export type Entry = {
  sys: { id: string; createdAt?: string; updatedAt?: string };
  fields: Record<string, unknown>;
};

export function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return typeof value === 'string' && (values as readonly string[]).includes(value.toLowerCase())
    ? (value.toLowerCase() as T)
    : undefined;
}

/** An id from a string, a link, or a resolved entry. */
function idOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  const id = (value as { sys?: { id?: unknown } } | null)?.sys?.id;
  return typeof id === 'string' ? id : undefined;
}

export function ids(values: unknown[] | undefined): string[] {
  return (values ?? []).map(idOf).filter((id): id is string => id !== undefined);
}

/** A linked entry's fields when it was resolved, else the value itself (an inline object). */
export function fieldsOrSelf(value: unknown): unknown {
  return (value as { fields?: unknown } | null)?.fields ?? value;
}

/** Snapshots are JSON: leave optional fields out rather than storing `undefined`. */
export function dropUndefined<T extends object>(value: T): T {
  for (const key of Object.keys(value) as (keyof T)[]) if (value[key] === undefined) delete value[key];
  return value;
}

/** The `aliases` field: trimmed, without blanks or repeats; absent when it holds none. */
export function spellingsOf(values: string[] | undefined): string[] | undefined {
  const spellings = [...new Set(values?.map((value) => value.trim()).filter(Boolean))];
  return spellings.length > 0 ? spellings : undefined;
}
