"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { FormMessage } from "@/components/ui/fields";
import { useApi, useRegionPath } from "@/components/providers/AppProviders";
import { useSession } from "@/components/providers/SessionProvider";
import { Button } from "@/components/ui/Button";
import { Link } from "@/components/ui/Link";
import { LoadFailed } from "@/components/ui/LoadFailed";
import { Loader } from "@/components/ui/Loader";
import { PageShell } from "@/components/ui/PageShell";
import { SectionNav } from "@/components/ui/SectionNav";
import shared from "@/components/ui/shared.module.css";
import type { CurrentUser } from "@/lib/session/types";
import { approvalsWaiting, grantPlusTerms, plusTermsGranted } from "./api";
import { DASHBOARD_SECTIONS, PLUS_PATHS, type DashboardSection } from "./paths";
import styles from "./plus.module.css";

/** The query key of whether a user has accepted the plus terms: a new identity asks again. */
export const plusTermsKey = (userId: number) => ["plus-terms", userId] as const;

/** The query key of how many purchase approvals wait for the signed-in member's answer (ADR 0055). */
export const approvalsWaitingKey = (userId: number) => ["approvals-waiting", userId] as const;

/**
 * The dashboard's navigation in the visitor's language and storefront paths; the
 * approvals entry says how many orders wait for the signed-in member's answer.
 */
export function useDashboardLinks() {
  const t = useTranslations("Plus.nav");
  const path = useRegionPath();
  const api = useApi();
  const { user, status } = useSession();
  const signedIn = status === "signed-in" && Boolean(user);
  const waiting = useQuery({
    queryKey: approvalsWaitingKey(user?.id ?? 0),
    queryFn: () => approvalsWaiting(api, user?.email ?? null),
    enabled: signedIn,
    // A count in the navigation: worth one call per minute, not one per page.
    staleTime: 60_000,
    retry: false,
  });
  const count = signedIn ? (waiting.data ?? 0) : 0;
  return DASHBOARD_SECTIONS.map((key) => ({
    key,
    href: path(PLUS_PATHS[key]),
    label: key === "approvals" && count > 0 ? t("approvalsWaiting", { count }) : t(key),
  }));
}

export interface PlusShellProps {
  /** The section the page belongs to, marked in the navigation. */
  section: DashboardSection;
  title: string;
  /** The page's canonical route, where sign-in returns to. */
  here: string;
  children: (user: CurrentUser) => ReactNode;
}

/**
 * A dashboard page: its title, the dashboard's navigation and the page itself,
 * which only a signed-in buyer who has accepted the plus terms gets to see. The
 * page is the same for everyone (it is cached); who is signed in is known in the
 * browser. The API checks the token on every call, so this is for the buyer, not for security.
 */
export function PlusShell({ section, title, here, children }: PlusShellProps) {
  const t = useTranslations("Plus");
  return (
    <PageShell
      title={title}
      eyebrow={<p className={styles.brand}>{t("brand")}</p>}
      nav={<SectionNav label={t("nav.label")} links={useDashboardLinks()} current={section} />}
    >
      <PlusAccess here={here}>{children}</PlusAccess>
    </PageShell>
  );
}

/** Signed in and the plus terms accepted: the page; otherwise what is missing first. */
export function PlusAccess({ here, children }: { here: string; children: (user: CurrentUser) => ReactNode }) {
  const t = useTranslations("Plus.gate");
  const { user, status } = useSession();
  if (status === "error") return <FormMessage error={t("sessionError")} />;
  if (status === "anonymous") return <SignInPrompt here={here} />;
  if (status !== "signed-in" || !user) return <Loader label={t("checking")} />;
  return <TermsGate user={user}>{children(user)}</TermsGate>;
}

function SignInPrompt({ here }: { here: string }) {
  const t = useTranslations("Plus.gate");
  const path = useRegionPath();
  const back = `?redirect=${encodeURIComponent(path(here))}`;
  return (
    <section className={shared.section} aria-labelledby="plus-sign-in">
      <h2 id="plus-sign-in">{t("signInTitle")}</h2>
      <p>{t("signInBody")}</p>
      <div className={`${shared.actions} ${styles.actions}`}>
        <Link href={`${path("/sign_in")}${back}`} variant="primary">
          {t("signIn")}
        </Link>
        <Link href={`${path("/registration")}${back}`} variant="secondary">
          {t("register")}
        </Link>
      </div>
    </section>
  );
}

const TERMS_PARAGRAPHS = ["ordering", "prices", "offers", "data"] as const;

/** The plus terms are asked once: a buyer who has accepted them goes straight to the page. */
function TermsGate({ user, children }: { user: CurrentUser; children: ReactNode }) {
  const t = useTranslations("Plus.gate");
  const api = useApi();
  const granted = useQuery({ queryKey: plusTermsKey(user.id), queryFn: () => plusTermsGranted(api), retry: 1 });

  if (granted.isPending) return <Loader label={t("checking")} />;
  if (granted.isError) return <LoadFailed message={t("checkFailed")} retryLabel={t("retry")} onRetry={() => void granted.refetch()} />;
  if (granted.data) return <>{children}</>;
  return <TermsForm user={user} />;
}

function TermsForm({ user }: { user: CurrentUser }) {
  const t = useTranslations("Plus.gate");
  const api = useApi();
  const path = useRegionPath();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function accept() {
    setBusy(true);
    setFailed(false);
    try {
      await grantPlusTerms(api, user.email ?? "");
      // Accepted once: from here on every dashboard page opens without asking.
      queryClient.setQueryData(plusTermsKey(user.id), true);
      router.push(path(PLUS_PATHS.success));
    } catch {
      setFailed(true);
      setBusy(false);
    }
  }

  return (
    <section className={shared.section} aria-labelledby="plus-terms">
      <h2 id="plus-terms">{t("termsTitle")}</h2>
      <p>{t("termsIntro")}</p>
      <div className={styles.terms} data-testid="plus-terms">
        {TERMS_PARAGRAPHS.map((key) => (
          <p key={key}>{t(`terms.${key}`)}</p>
        ))}
      </div>
      <FormMessage error={failed ? t("acceptFailed") : null} />
      <div className={`${shared.actions} ${styles.actions}`}>
        <Button onClick={() => void accept()} disabled={busy} aria-busy={busy || undefined}>
          {busy ? t("accepting") : t("accept")}
        </Button>
      </div>
    </section>
  );
}
