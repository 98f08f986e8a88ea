import { Button, Column, Heading, Img, Link, Row, Section, Text } from "@react-email/components";
import { ACCENT, INK, MUTED, RULE, cell, heading, numberCell, small, text } from "./styles";

/**
 * The blocks mails are built of. Each takes plain words and amounts already
 * formatted in the reader's language; the text part of a mail is written from the
 * same values (see ../order.tsx and ../render.tsx), so both parts say the same.
 * Tables are `role="presentation"` tables: the one layout every mail program keeps.
 */

export function Paragraph({ children, muted = false }: { children: string; muted?: boolean }) {
  return <Text style={muted ? small : text}>{children}</Text>;
}

export function Title({ children }: { children: string }) {
  return (
    <Heading as="h2" style={heading}>
      {children}
    </Heading>
  );
}

/** The mail's one call to action: a link drawn as a button, with the address under it for programs that show no buttons. */
export function ButtonLink({ href, label }: { href: string; label: string }) {
  return (
    <Section style={{ margin: "8px 0 24px" }}>
      <Button
        href={href}
        style={{
          display: "inline-block",
          padding: "12px 20px",
          borderRadius: "999px",
          backgroundColor: ACCENT,
          color: "#ffffff",
          fontWeight: 700,
          textDecoration: "none",
        }}
      >
        {label}
      </Button>
    </Section>
  );
}

/** Label and value pairs (bank details): the value bold, so it is what the eye copies. */
export function FactsTable({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0} style={{ borderCollapse: "collapse", margin: "0 0 16px" }}>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <td style={{ ...cell, color: MUTED }}>{label}</td>
            <td style={cell}>
              <strong>{value}</strong>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export interface LineRow {
  name: string;
  /** The line's facts in words ("Material: Kraft"), one under another. */
  details: readonly string[];
  /** Amounts and the quantity, formatted; one cell each, right-aligned. */
  cells: readonly string[];
  /** An absolute https address of a JPEG, 96 px wide in the mail. */
  picture?: { src: string; width: number; height: number } | null;
}

/** A line's picture is 96 px wide, its height kept; the name beside it says what it shows. */
export const PICTURE_WIDTH = 96;

/** What is bought: a head row, then each line's picture, name and facts beside its numbers. */
export function LinesTable({ head, rows }: { head: readonly string[]; rows: readonly LineRow[] }) {
  return (
    <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ borderCollapse: "collapse", margin: "0 0 16px" }}>
      <thead>
        <tr>
          {head.map((label, index) => (
            <th key={label} style={{ ...(index === 0 ? cell : numberCell), fontSize: "14px", color: MUTED, fontWeight: 600 }}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            <td style={cell}>
              {row.picture ? (
                <Img
                  src={row.picture.src}
                  width={PICTURE_WIDTH}
                  height={Math.round((row.picture.height * PICTURE_WIDTH) / row.picture.width)}
                  alt=""
                  style={{ display: "block", float: "left", margin: "0 12px 4px 0", borderRadius: "6px", backgroundColor: "#eeebe6" }}
                />
              ) : null}
              <strong style={{ color: INK }}>{row.name}</strong>
              {row.details.map((detail) => (
                <span key={detail} style={{ display: "block", fontSize: "14px", lineHeight: "20px", color: MUTED }}>
                  {detail}
                </span>
              ))}
            </td>
            {row.cells.map((value, column) => (
              <td key={column} style={numberCell}>
                {value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Totals, right-aligned under the lines; a strong row (the total, what is due) is bold. */
export function TotalsTable({ rows }: { rows: readonly { label: string; value: string; strong?: boolean }[] }) {
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0} style={{ borderCollapse: "collapse", margin: "0 0 16px auto" }}>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <td style={cell}>{row.strong ? <strong>{row.label}</strong> : row.label}</td>
            <td style={numberCell}>{row.strong ? <strong>{row.value}</strong> : row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Lines of an address or a list, one under another. */
export function Lines({ lines }: { lines: readonly string[] }) {
  return (
    <Text style={text}>
      {lines.map((line, index) => (
        <span key={index} style={{ display: "block" }}>
          {line}
        </span>
      ))}
    </Text>
  );
}

export function BulletList({ items }: { items: readonly string[] }) {
  return (
    <ul style={{ ...text, paddingLeft: "20px" }}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

/** Someone else's words, quoted: plain text, no links, kept apart from the shop's own. */
export function Quote({ intro, lines }: { intro: string; lines: readonly string[] }) {
  return (
    <Section>
      <Text style={small}>{intro}</Text>
      <blockquote style={{ ...text, padding: "8px 12px", borderLeft: `4px solid ${RULE}`, color: "#344054", whiteSpace: "pre-wrap", marginLeft: 0 }}>
        {lines.map((line, index) => (
          <span key={index} style={{ display: "block" }}>
            {line}
          </span>
        ))}
      </blockquote>
    </Section>
  );
}

/** Named links, one a line (a contact message's attachments). */
export function LinkList({ links }: { links: readonly { label: string; href: string }[] }) {
  return (
    <Section style={{ margin: "0 0 16px" }}>
      {links.map((link) => (
        <Row key={link.href}>
          <Column>
            <Link href={link.href} style={{ color: ACCENT }}>
              {link.label}
            </Link>
          </Column>
        </Row>
      ))}
    </Section>
  );
}

/** An image attached to the mail and shown inline (`cid:`): Gmail and Outlook drop `data:` images. */
export function InlineImage({ cid, alt, size }: { cid: string; alt: string; size: number }) {
  return (
    <Section style={{ margin: "0 0 16px" }}>
      <Img src={`cid:${cid}`} width={size} height={size} alt={alt} />
    </Section>
  );
}
