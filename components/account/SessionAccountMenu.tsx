"use client";

import { QueryCacheProvider } from "@/components/providers/query";
import { useSession } from "@/components/providers/SessionProvider";
import { AccountMenuLinks } from "./AccountMenuLinks";

/** The account menu following the visitor's session; loaded by AccountMenu once the page is hydrated. */
export default function SessionAccountMenu() {
  return (
    <QueryCacheProvider>
      <MenuForSession />
    </QueryCacheProvider>
  );
}

function MenuForSession() {
  const { status, user } = useSession();
  return <AccountMenuLinks status={status} manager={user?.manager === true} />;
}
