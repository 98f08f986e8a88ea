import type { CSSProperties } from "react";

/**
 * The mails' few styles, inline: mail programs drop <style> blocks and stylesheets
 * (Gmail keeps some, Outlook on Windows almost none), so each element carries its own.
 * The colours are the storefront's ink, muted grey and accent blue.
 */
export const INK = "#101828";
export const MUTED = "#475467";
export const RULE = "#e4e7ec";
export const ACCENT = "#2f6bff";

export const text: CSSProperties = { fontSize: "16px", lineHeight: "24px", color: INK, margin: "0 0 16px" };
export const small: CSSProperties = { fontSize: "14px", lineHeight: "20px", color: MUTED, margin: "0 0 16px" };
export const heading: CSSProperties = { fontSize: "18px", lineHeight: "26px", color: INK, margin: "24px 0 8px", fontWeight: 700 };
export const cell: CSSProperties = { padding: "6px 8px", borderBottom: `1px solid ${RULE}`, verticalAlign: "top", textAlign: "left" };
export const numberCell: CSSProperties = { ...cell, textAlign: "right", whiteSpace: "nowrap" };
