/**
 * Analytics errors (spec section 8): sent to the error-reporting hook when one is
 * configured, otherwise thrown, so a broken setup is loud in development and tests.
 */
export type AnalyticsErrorHook = (error: Error) => void;

export function handleAnalyticsError(error: unknown, hook: AnalyticsErrorHook | undefined): void {
  const failure = error instanceof Error ? error : new Error(String(error));
  if (!hook) throw failure;
  hook(failure);
}
