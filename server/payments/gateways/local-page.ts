import { createTranslator } from "next-intl";
import type { Locale } from "@/lib/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";
import { formatMinorUnits } from "@/lib/money/format";
import type { Intent } from "./types";

/**
 * The built-in gateway's page in the shopper's language: a stand-in for the
 * card issuer's 3-D Secure check and for the banks' payment pages, with the two
 * answers a test needs. Plain HTML served by the API, like a provider's page.
 */

const escape = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export async function renderLocalGatewayPage(input: { intent: Intent; methodType: string; locale: Locale; clientSecret: string }): Promise<string> {
  const t = createTranslator({ locale: input.locale, messages: await loadMessages(input.locale), namespace: "LocalGateway" });
  const amount = formatMinorUnits(input.intent.amount, {
    thousandSeparator: " ",
    decimalSeparator: ",",
    currencySign: input.intent.currency.toUpperCase(),
    currencyPosition: "right",
  });
  const card = input.methodType === "card";
  const pending = input.intent.status === "requires_action";
  const action = `/api/gateway/stripe/authorize/${encodeURIComponent(input.intent.id)}`;
  const button = (outcome: "approve" | "fail", label: string, style: string) =>
    `<button name="outcome" value="${outcome}" type="submit" style="padding:12px 20px;border-radius:999px;border:0;font:inherit;font-weight:700;cursor:pointer;${style}">${escape(label)}</button>`;
  return `<!doctype html>
<html lang="${escape(input.locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escape(card ? t("cardTitle") : t("bankTitle"))}</title></head>
<body style="font-family:system-ui,sans-serif;color:#101828;background:#f2f4f7;margin:0;display:grid;place-items:center;min-height:100vh">
<main style="background:#fff;border-radius:16px;padding:32px;max-width:420px;box-shadow:0 8px 24px rgba(16,24,40,.12)">
<h1 style="font-size:22px;margin:0 0 8px">${escape(card ? t("cardTitle") : t("bankTitle"))}</h1>
<p style="color:#475467">${escape(t("explanation"))}</p>
<p style="font-size:20px;font-weight:700">${escape(amount)}</p>
${
  pending
    ? `<form method="post" action="${escape(action)}" style="display:flex;gap:12px;flex-wrap:wrap">
<input type="hidden" name="client_secret" value="${escape(input.clientSecret)}">
${button("approve", card ? t("approveCard") : t("approveBank"), "background:#2f6bff;color:#fff")}
${button("fail", card ? t("failCard") : t("failBank"), "background:#fee4e2;color:#b42318")}
</form>`
    : `<p>${escape(t("done"))}</p>`
}
</main></body></html>`;
}
