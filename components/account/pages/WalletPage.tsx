"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useApi } from "@/components/providers/AppProviders";
import shared from "@/components/ui/shared.module.css";
import { formatMinorUnits, type CurrencyFormatter } from "@/lib/money/format";
import type { Wallet } from "@/lib/session/types";
import styles from "../account.module.css";
import { useErrorText } from "@/components/ui/form/refusals";
import { Checkbox, FormMessage } from "@/components/ui/fields";
import { AccountShell } from "./AccountShell";

/** /wallet and /account/{product}-wallet: store credit in the storefront's currency. */

export interface WalletPageProps {
  currency: Wallet["currency"];
  formatter: CurrencyFormatter;
}

export function WalletPage(props: WalletPageProps) {
  const t = useTranslations("Account");
  return (
    <AccountShell section="wallet" title={t("wallet.title")}>
      {(user) => <WalletSection userId={user.id} {...props} />}
    </AccountShell>
  );
}

function WalletSection({ userId, currency, formatter }: { userId: number } & WalletPageProps) {
  const t = useTranslations("Account");
  const api = useApi();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const queryKey = ["wallet", userId, currency];
  const wallet = useQuery({ queryKey, queryFn: () => api.get("/v1/wallet", { params: { currency }, auth: true }) });
  const [message, setMessage] = useState<{ error?: string; notice?: string }>({});

  async function setUseForOrders(useForOrders: boolean) {
    setMessage({});
    try {
      const saved = await api.put("/v1/wallet", { currency, use_for_orders: useForOrders }, { auth: true });
      queryClient.setQueryData(queryKey, saved);
      setMessage({ notice: t("wallet.saved") });
    } catch (failure) {
      setMessage({ error: errorText(failure).message });
    }
  }

  return (
    <section className={shared.section} aria-labelledby="wallet-heading">
      <h2 id="wallet-heading">{t("wallet.balance")}</h2>
      <p className={styles.balance} data-testid="wallet-balance">
        {wallet.data ? formatMinorUnits(wallet.data.balance, formatter) : "…"}
      </p>
      <p>{t("wallet.intro", { currency })}</p>
      <FormMessage error={message.error ?? (wallet.isError ? t("errors.generic") : null)} notice={message.notice} />
      {wallet.data ? (
        <Checkbox
          label={t("wallet.useForOrders")}
          name="use_for_orders"
          checked={wallet.data.use_for_orders}
          onChange={(e) => setUseForOrders(e.target.checked)}
        />
      ) : null}
    </section>
  );
}
