import type { Locale } from "@/lib/i18n/locales";
import type { MailBlock } from "./block";
import { renderOrderFacts, type OrderMailFacts } from "./order";
import { renderInstallmentDue, renderPaymentReceived, type InstallmentDueFacts, type PaymentReceivedFacts } from "./payment";
import { renderMail, type MailContent, type MailKind } from "./render";

/**
 * What a mail is written from, as the outbox row keeps it until its words are
 * written (`mail_outbox.recipe`, ADR 0076): the link, the message's values, the
 * storefront, the QR code and the facts of the kind's block, all plain JSON. The
 * request's transaction stores this much; the words (react-email's HTML, the text
 * twin) are written after the commit, in the mail worker (./mail-thread.ts), so
 * the HTTP thread never renders an order's mail.
 */

/** A block named by what it shows, with the facts it is written from (no React node: they cross threads and sit in the database). */
export type MailBlockRecipe =
  | { name: "order"; facts: OrderMailFacts }
  | { name: "payment_received"; facts: PaymentReceivedFacts }
  | { name: "installment_due"; facts: InstallmentDueFacts };

export interface MailRecipe {
  link: string;
  values?: Record<string, string>;
  region?: string;
  /** The QR code's PNG, base64. */
  qrCode?: string;
  block?: MailBlockRecipe;
}

/** A mail to write: its kind and language, and its recipe. */
export interface MailRenderJob {
  kind: MailKind;
  locale: Locale;
  recipe: MailRecipe;
}

/** Writes a mail's words from its job; the same function runs in the mail worker and, without it, in this thread. */
export type MailRenderer = (job: MailRenderJob) => Promise<MailContent>;

async function renderBlock(block: MailBlockRecipe, locale: Locale): Promise<MailBlock> {
  switch (block.name) {
    case "order":
      return renderOrderFacts(block.facts, locale);
    case "payment_received":
      return renderPaymentReceived(block.facts, locale);
    case "installment_due":
      return renderInstallmentDue(block.facts, locale);
  }
}

export const renderRecipe: MailRenderer = async ({ kind, locale, recipe }) =>
  renderMail(kind, locale, recipe.link, recipe.values, {
    ...(recipe.region ? { region: recipe.region } : {}),
    ...(recipe.qrCode ? { qrCode: Buffer.from(recipe.qrCode, "base64") } : {}),
    ...(recipe.block ? { block: await renderBlock(recipe.block, locale) } : {}),
  });
