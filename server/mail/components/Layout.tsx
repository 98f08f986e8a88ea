import { Body, Container, Head, Hr, Html, Preview, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";
import { INK, RULE, small } from "./styles";

/** The shop's name as the header writes it: a name, the same in every language. */
export const SHOP_NAME = "Boxwright";

export interface MailFooter {
  /** "Questions? ..." with the region's support address, phone and hours (Mail.layout.support). */
  support: string;
  /** Why the reader gets this mail, or who sent it (Mail.layout.sentBy). */
  sentBy: string;
}

/**
 * Every mail's frame: the shop's name on top, the content in a 600 px column (the
 * width mail programs lay out without scaling), and the region's support desk at the
 * foot, so a reader always knows whom to ask. `preview` is the line inboxes show
 * beside the subject.
 */
export function MailLayout({ lang, preview, footer, children }: { lang: string; preview: string; footer: MailFooter; children: ReactNode }) {
  return (
    <Html lang={lang}>
      <Head />
      <Preview>{preview}</Preview>
      <Body
        style={{
          backgroundColor: "#f5f3ef",
          fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
          margin: 0,
          padding: "24px 0",
        }}
      >
        <Container style={{ maxWidth: "600px", backgroundColor: "#ffffff", borderRadius: "12px", padding: "24px 32px" }}>
          <Section>
            <Text style={{ fontSize: "22px", lineHeight: "28px", fontWeight: 800, color: INK, margin: "0 0 8px" }}>{SHOP_NAME}</Text>
          </Section>
          <Hr style={{ borderColor: RULE, margin: "0 0 24px" }} />
          {children}
          <Hr style={{ borderColor: RULE, margin: "24px 0 16px" }} />
          <Section>
            <Text style={small}>{footer.support}</Text>
            <Text style={{ ...small, margin: 0 }}>{footer.sentBy}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
