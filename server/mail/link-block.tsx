import type { MailBlock } from "./block";
import { LinkList } from "./components/blocks";

/**
 * Named links, one a line, with the whole address in the text part: a mail is
 * opened in a mail program, away from the shop, so every address is absolute.
 */
export function linksMailBlock(links: readonly { label: string; href: string }[]): MailBlock {
  for (const link of links) if (!/^https?:\/\//.test(link.href)) throw new Error(`A mail link must be absolute: ${link.href}`);
  return { node: <LinkList links={links} />, text: links.map((link) => `- ${link.label}: ${link.href}`).join("\n") };
}
