import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import type { Messages } from "@/lib/i18n/messages";
import { CLIENT_NAMESPACES, pickMessages } from "@/lib/i18n/pick";

/** Hands the content pages' client forms their messages (Contact, Newsletter) and nothing more. */
export async function FormsIsland({ namespace, children }: { namespace: "Contact" | "Newsletter"; children: ReactNode }) {
  const messages = (await getMessages()) as Messages;
  return <NextIntlClientProvider messages={pickMessages(messages, [...CLIENT_NAMESPACES, namespace])}>{children}</NextIntlClientProvider>;
}
