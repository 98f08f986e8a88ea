"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo } from "react";
import type { ApiService } from "@/lib/api/api-service";
import { analytics } from "@/lib/analytics/browser";
import { currentFirstTouch } from "@/lib/attribution/browser";
import { attributionStarted } from "@/lib/attribution/start";
import { registerFirstTouchOnce } from "@/lib/attribution/first-touch";
import { reportClientError } from "@/lib/monitoring/report";
import * as session from "@/lib/session/session";
import type { CurrentUser, Session, SignUpAnswer } from "@/lib/session/types";
import { useApi } from "./AppProviders";

/**
 * The visitor's session for client islands. The user lives in the query cache
 * under SESSION_KEY: loaded once per page visit (creating an anonymous user when
 * needed), replaced when the visitor confirms a new account's address, signs in, resets the password or
 * signs out. Crawlers are served pages without becoming users.
 */

export const SESSION_KEY = ["session"] as const;

function crawling(): boolean {
  return typeof navigator !== "undefined" && session.isCrawler(navigator.userAgent);
}

export type SessionStatus = "loading" | "anonymous" | "signed-in" | "error";

export interface SessionValue {
  user: CurrentUser | undefined;
  status: SessionStatus;
  signIn(credentials: session.Credentials): Promise<Session>;
  /** Asks for an account: nobody is signed in until the mailed link is opened (`confirmEmail`). */
  register(details: session.RegistrationDetails): Promise<SignUpAnswer>;
  confirmEmail(confirmationToken: string): Promise<Session>;
  resetPassword(resetToken: string, password: string): Promise<Session>;
  signOut(): Promise<void>;
  /** Fetches the user again (after a profile change). */
  refresh(): Promise<void>;
  /**
   * The user once there is one: at once when the session is loaded, otherwise when
   * its loading (already under way or started now) ends. For actions a visitor can
   * take before the session has loaded, such as attaching a file right away.
   */
  ensureUser(): Promise<CurrentUser>;
}

export function useSession(): SessionValue {
  const api = useApi();
  const queryClient = useQueryClient();
  const loadUser = useCallback(() => session.loadSessionUser(api, undefined, (user) => registerFirstTouchOf(api, user)), [api]);
  const query = useQuery({
    queryKey: SESSION_KEY,
    queryFn: loadUser,
    enabled: !crawling(),
    staleTime: Infinity,
    retry: 1,
  });

  /**
   * A new identity: everything cached belonged to the previous one. A first load of the
   * user still under way was asked with the old token (the confirm page confirms while
   * the page's session loads); an invalidation would only join it, so it is cancelled
   * and the user loaded afresh with the new token.
   */
  const switched = useCallback(async () => {
    queryClient.removeQueries({ predicate: (entry) => entry.queryKey[0] !== SESSION_KEY[0] });
    await queryClient.cancelQueries({ queryKey: SESSION_KEY });
    await queryClient.invalidateQueries({ queryKey: SESSION_KEY });
  }, [queryClient]);

  const user = query.data;
  const status: SessionStatus = query.isError ? "error" : !user ? "loading" : user.anonymous ? "anonymous" : "signed-in";

  const signIn = useCallback(
    async (credentials: session.Credentials) => {
      const result = await session.signIn(api, credentials);
      await switched();
      return result;
    },
    [api, switched],
  );
  const register = useCallback((details: session.RegistrationDetails) => session.register(api, details), [api]);
  const confirmEmail = useCallback(
    async (confirmationToken: string) => {
      const result = await session.confirmEmail(api, confirmationToken);
      await switched();
      return result;
    },
    [api, switched],
  );
  const resetPassword = useCallback(
    async (resetToken: string, password: string) => {
      const result = await session.resetPassword(api, resetToken, password);
      await switched();
      return result;
    },
    [api, switched],
  );
  const signOut = useCallback(async () => {
    await session.signOut(api);
    await switched();
  }, [api, switched]);
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: SESSION_KEY }), [queryClient]);
  // fetchQuery answers the cached user, or joins the load in flight rather than starting a second one.
  const ensureUser = useCallback(() => queryClient.fetchQuery({ queryKey: SESSION_KEY, queryFn: loadUser, staleTime: Infinity }), [queryClient, loadUser]);

  return useMemo(
    () => ({ user, status, signIn, register, confirmEmail, resetPassword, signOut, refresh, ensureUser }),
    [user, status, signIn, register, confirmEmail, resetPassword, signOut, refresh, ensureUser],
  );
}

/**
 * After user setup, first-touch registration follows (spec section 4), once per
 * user and browser. It runs beside the session: a failure is reported by
 * registerFirstTouch and must not cost the visitor the session.
 */
function registerFirstTouchOf(api: ApiService, user: CurrentUser): void {
  // Attribution loads apart from the page (lib/attribution/start.ts): this visit's source is known once it ran.
  void attributionStarted().then(() => registerCurrentFirstTouch(api, user));
}

function registerCurrentFirstTouch(api: ApiService, user: CurrentUser): void {
  const data = currentFirstTouch();
  if (!data) return;
  let storage: Storage | undefined;
  try {
    storage = window.localStorage;
  } catch {
    storage = undefined;
  }
  void registerFirstTouchOnce(api, user, data, storage, (error) => reportClientError("first-touch", error)).catch(() => undefined);
}

/** Mounted once per page so every visitor has a user from the first visit; analytics learns who it is. */
export function SessionBootstrap() {
  const { user } = useSession();
  const userId = user?.id;
  useEffect(() => {
    if (userId !== undefined) analytics.identify(userId);
  }, [userId]);
  return null;
}
