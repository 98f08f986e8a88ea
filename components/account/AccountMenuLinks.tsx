"use client";

import { Link } from "@/components/ui/Link";
import { useRegionPath } from "@/components/providers/region";
import type { SessionStatus } from "@/components/providers/SessionProvider";
import { useLayoutWords } from "@/components/providers/words";
import styles from "./account.module.css";

/** The menu's links for a session status: sign-in and registration until the visitor is signed in. */
export function AccountMenuLinks({ status, manager }: { status: SessionStatus; manager: boolean }) {
  const t = useLayoutWords().words.AccountMenu;
  const path = useRegionPath();
  return (
    <div className={styles.menu} aria-label={t.label} role="group" data-session={status}>
      {status === "signed-in" ? (
        <>
          <Link href={path("/account/settings")} size="small">
            {t.account}
          </Link>
          <Link href={path("/account/boxes")} size="small">
            {t.boxes}
          </Link>
          <Link href={path("/quote-request")} size="small">
            {t.quotes}
          </Link>
          {manager ? (
            <Link href={path("/manager")} size="small">
              {t.managerConsole}
            </Link>
          ) : null}
          <Link href={path("/sign_out")} size="small">
            {t.signOut}
          </Link>
        </>
      ) : (
        <>
          <Link href={path("/sign_in")} size="small">
            {t.signIn}
          </Link>
          <Link href={path("/registration")} size="small" variant="secondary">
            {t.register}
          </Link>
        </>
      )}
    </div>
  );
}
