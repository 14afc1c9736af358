/**
 * The value a lookup table itself holds for `key`. A plain object's `table[key]` also answers for
 * `__proto__`, `toString` or `constructor` (Object's own members): a visitor's path segment or a
 * content id named so must find nothing.
 */
export function ownValue<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
