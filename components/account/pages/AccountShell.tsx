"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, type ReactNode } from "react";
import { Loader } from "@/components/ui/Loader";
import { useRegionPath } from "@/components/providers/AppProviders";
import { useSession } from "@/components/providers/SessionProvider";
import { PageShell } from "@/components/ui/PageShell";
import { SectionNav } from "@/components/ui/SectionNav";
import type { CurrentUser } from "@/lib/session/types";
import { FormMessage } from "@/components/ui/fields";

/**
 * Account pages need a signed-in user. The page itself is the same for everyone
 * (it is cached); who is signed in is known in the browser, which sends an
 * anonymous visitor to sign-in and back here afterwards. The API checks the
 * token on every call, so this guard is for the shopper, not for security.
 */
export function RequireSignIn({ children }: { children: (user: CurrentUser) => ReactNode }) {
  const t = useTranslations("Account");
  const { user, status } = useSession();
  const router = useRouter();
  const path = useRegionPath();

  useEffect(() => {
    if (status !== "anonymous") return;
    const back = `${window.location.pathname}${window.location.search}`;
    router.replace(`${path("/sign_in")}?redirect=${encodeURIComponent(back)}`);
  }, [status, router, path]);

  if (status === "error") return <FormMessage error={t("errors.session")} />;
  if (status !== "signed-in" || !user) return <Loader label={status === "anonymous" ? t("redirecting") : t("loading")} />;
  return <>{children(user)}</>;
}

export type AccountSection = "orders" | "boxes" | "settings" | "wallet" | "reforestation";

const SECTIONS: readonly { key: AccountSection; path: string }[] = [
  { key: "orders", path: "/account/orders" },
  { key: "boxes", path: "/account/boxes" },
  { key: "settings", path: "/account/settings" },
  { key: "wallet", path: "/wallet" },
  { key: "reforestation", path: "/account/support-reforestation" },
];

/** The account's pages side by side: navigation on the left, the page on the right. */
export function AccountShell({ section, title, children }: { section: AccountSection; title: string; children: (user: CurrentUser) => ReactNode }) {
  const t = useTranslations("Account");
  const path = useRegionPath();
  const links = SECTIONS.map((entry) => ({ key: entry.key, href: path(entry.path), label: t(`nav.${entry.key}`) }));
  return (
    <PageShell title={title} nav={<SectionNav label={t("nav.label")} links={links} current={section} />}>
      <RequireSignIn>{children}</RequireSignIn>
    </PageShell>
  );
}
