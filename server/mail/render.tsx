import { render } from "@react-email/render";
import { createTranslator } from "next-intl";
import type { Locale } from "@/lib/i18n/locales";
import { textLocaleOf } from "@/lib/i18n/page-locale";
import { loadMessages, type Messages } from "@/lib/i18n/messages";
import { ALL_REGIONS, DEFAULT_REGION_ID, findRegion, REGIONS } from "@/regions";
import type { Region } from "@/regions/schema";
import { supportHoursWords } from "@/regions/support";
import type { MailAttachment, MailBlock } from "./block";
import { ButtonLink, InlineImage, Paragraph } from "./components/blocks";
import { MailLayout, SHOP_NAME } from "./components/Layout";

export type MailKind =
  | "confirm_email"
  | "account_exists"
  | "reset_password"
  | "order_confirmation"
  | "order_awaiting_transfer"
  | "payment_received"
  | "installment_due"
  | "design_shared"
  | "design_reminder"
  | "quote_request_received"
  | "offer_sent"
  | "approval_requested"
  | "contact_message"
  | "consent_confirmation"
  | "company_invitation"
  | "purchase_approval_requested"
  | "purchase_approved"
  | "purchase_rejected";

export const MAIL_KINDS: readonly MailKind[] = [
  "confirm_email",
  "account_exists",
  "reset_password",
  "order_confirmation",
  "order_awaiting_transfer",
  "payment_received",
  "installment_due",
  "design_shared",
  "design_reminder",
  "quote_request_received",
  "offer_sent",
  "approval_requested",
  "contact_message",
  "consent_confirmation",
  "company_invitation",
  "purchase_approval_requested",
  "purchase_approved",
  "purchase_rejected",
];

export interface MailContent {
  subject: string;
  text: string;
  html: string;
  /** Files sent with the mail (the offer's QR code as an inline image); none for most mails. */
  attachments?: MailAttachment[];
}

export interface RenderOptions {
  /** What the mail carries beyond its words: an order, an offer's lines, a quoted note. */
  block?: MailBlock;
  /** The storefront the mail is from: its support desk signs the footer. By default the first storefront in the mail's language, else eu. */
  region?: string;
  /** A PNG of the link as a QR code, for opening it with a phone: attached and shown inline by `cid:`. */
  qrCode?: Uint8Array;
}

/** The Content-ID of a mail's QR code; unique per mail is enough, a mail carries one. */
export const QR_CODE_CID = "qr-code@boxwright";
/** The QR code's side in the mail, in CSS pixels (the PNG is twice that, for sharp phone screens). */
export const QR_CODE_SIZE = 160;

type MailTranslator = ReturnType<typeof createTranslator<Messages, "Mail">>;

/**
 * Translators by language, made once: a translator compiles each message the first
 * time it formats it and keeps it, so a new one per mail would parse the same
 * messages on every order. The catalogues are files of the build and do not change
 * while the process runs. A failed load is not kept.
 */
const translators = new Map<string, Promise<MailTranslator>>();

function translatorFor(locale: Locale): Promise<MailTranslator> {
  let translator = translators.get(locale);
  if (!translator) {
    translator = loadMessages(locale).then((messages) => createTranslator({ locale, messages, namespace: "Mail" }));
    translators.set(locale, translator);
    translator.catch(() => translators.delete(locale));
  }
  return translator;
}

/** The storefront whose desk answers a mail: the one named, else the first in the mail's language, else eu. */
export function mailRegion(locale: Locale, region?: string): Region {
  return findRegion(region) ?? ALL_REGIONS.find((candidate) => candidate.locale === locale) ?? REGIONS[DEFAULT_REGION_ID];
}

/**
 * A mail of `kind` in `locale`, built from components (./components): the shop's
 * name, greeting, body, then the block when the mail carries more, the link as a
 * button, the QR code, the closing, and the storefront's support desk at the foot.
 * The text part says the same in the same order, from the same words.
 */
export async function renderMail(
  kind: MailKind,
  language: Locale,
  link: string,
  values: Record<string, string> = {},
  options: RenderOptions = {},
): Promise<MailContent> {
  const region = mailRegion(language, options.region);
  // The language as its storefront writes it: Swiss German with ss, British English from gb and eu.
  const locale = textLocaleOf(language, region);
  const t = await translatorFor(locale);
  const words = (key: "subject" | "greeting" | "body" | "button" | "ignore") => t(`${kind}.${key}` as Parameters<MailTranslator>[0], values);
  const [subject, greeting, body, button, closing] = [words("subject"), words("greeting"), words("body"), words("button"), words("ignore")];
  const hours = supportHoursWords(region.support.hours, locale);
  const support = t("layout.support", { email: region.support.email, phone: region.support.phone, ...hours });
  const sentBy = t("layout.sentBy", { shop: SHOP_NAME });
  const qrAlt = t("layout.qrCode");

  const html = await render(
    <MailLayout lang={locale} preview={body} footer={{ support, sentBy }}>
      <Paragraph>{greeting}</Paragraph>
      <Paragraph>{body}</Paragraph>
      {options.block?.node}
      <ButtonLink href={link} label={button} />
      {options.qrCode ? <InlineImage cid={QR_CODE_CID} alt={qrAlt} size={QR_CODE_SIZE} /> : null}
      <Paragraph muted>{closing}</Paragraph>
    </MailLayout>,
  );
  const text = [
    greeting,
    "",
    body,
    "",
    ...(options.block ? [options.block.text, ""] : []),
    t("labelled", { label: button, value: link }),
    "",
    closing,
    "",
    "--",
    SHOP_NAME,
    support,
    sentBy,
  ].join("\n");
  const attachments: MailAttachment[] = options.qrCode
    ? [{ filename: "qr-code.png", contentType: "image/png", content: Buffer.from(options.qrCode).toString("base64"), cid: QR_CODE_CID }]
    : [];
  return { subject, text, html, ...(attachments.length > 0 ? { attachments } : {}) };
}
