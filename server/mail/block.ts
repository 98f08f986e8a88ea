import type { ReactNode } from "react";

/**
 * What a mail carries beyond its words (an order, an offer's lines, a quoted note):
 * the React element for the HTML part and its text twin, written from the same
 * values by the same function, so the two parts cannot tell different things.
 */
export interface MailBlock {
  node: ReactNode;
  text: string;
}

/**
 * A file sent with the mail. Kept in the outbox row (base64) so the relay sends
 * exactly what was committed; `cid` makes it an inline image the HTML shows as
 * `<img src="cid:...">`, which Gmail and Outlook display where they drop `data:` images.
 */
export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file's bytes, base64. */
  content: string;
  cid?: string;
}
