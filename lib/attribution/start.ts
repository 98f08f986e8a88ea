import { reportClientError } from "@/lib/monitoring/report";

/**
 * Attribution's start on a page (./browser), loaded as a chunk of its own once the
 * page is hydrated: its cookie, referrer and campaign rules are no part of any
 * page's first load (docs/performance.md). Started once per page load; the
 * session's first-touch registration waits for it, so a new user's first touch is
 * this visit's even when the session's code arrives first.
 */

let started: Promise<void> | null = null;

export function startAttribution(
  country: string | undefined,
  load: () => Promise<{ initAttribution(country: string | undefined): unknown }> = () => import("./browser"),
): Promise<void> {
  // A chunk that fails to load, or attribution that throws, costs the page nothing but the report.
  started ??= load()
    .then((module) => module.initAttribution(country))
    .then(
      () => undefined,
      (error: unknown) => {
        reportClientError("attribution", error);
      },
    );
  return started;
}

/** Resolves once attribution has run on this page (at once where it was never started, as in tests). */
export function attributionStarted(): Promise<void> {
  return started ?? Promise.resolve();
}

/** For tests: forget the page's start. */
export function resetAttributionStart(): void {
  started = null;
}
