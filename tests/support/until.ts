/**
 * Waits for a condition, not for a time: checks `check` every 100 ms (a throw counts as not yet)
 * and fails with `what` once `timeoutMs` has passed without it holding.
 */
export async function until(what: string, check: () => Promise<boolean>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
