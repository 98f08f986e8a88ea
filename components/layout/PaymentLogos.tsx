import type { ReactNode } from "react";
import type { PaymentMethodCode } from "@/lib/checkout/payment-methods";
import styles from "./trust.module.css";

/**
 * The storefront's ways to pay as small marks a buyer recognises at a glance
 * (docs/adr/0063-trust-signals.md): drawn here as simple shapes and wordmarks in
 * the brands' colours, not copied artwork. Each mark is an image named by the
 * method, so a screen reader lists the same methods the eye sees. A card is shown
 * as the two networks most cards belong to.
 */

type Mark = { key: string; name: string; art: ReactNode };

const WIDTH = 48;
const HEIGHT = 30;

function wordmark(text: string, fill: string, size = 11, weight = 700, style?: "italic") {
  return (
    <text
      x={WIDTH / 2}
      y={HEIGHT / 2 + size * 0.36}
      textAnchor="middle"
      fontFamily="system-ui, sans-serif"
      fontSize={size}
      fontWeight={weight}
      fontStyle={style}
      fill={fill}
    >
      {text}
    </text>
  );
}

/** The marks of each method; the card is two (its networks), every other method one. */
function marksOf(code: PaymentMethodCode, name: string): Mark[] {
  switch (code) {
    case "card":
      return [
        { key: "visa", name: "Visa", art: wordmark("VISA", "#1a1f71", 13, 800, "italic") },
        {
          key: "mastercard",
          name: "Mastercard",
          art: (
            <>
              <circle cx="19" cy="15" r="8" fill="#eb001b" />
              <circle cx="29" cy="15" r="8" fill="#f79e1b" />
              <path d="M24 8.6a8 8 0 0 1 0 12.8 8 8 0 0 1 0-12.8z" fill="#ff5f00" />
            </>
          ),
        },
      ];
    case "check":
      return [
        {
          key: code,
          name,
          art: (
            <g fill="none" stroke="#344054" strokeWidth="1.6" strokeLinejoin="round">
              <path d="M14 12 24 6l10 6z" />
              <path d="M16 13v8M21 13v8M27 13v8M32 13v8M13 23h22" />
            </g>
          ),
        },
      ];
    case "paypal":
      return [
        {
          key: code,
          name,
          art: (
            <text x={WIDTH / 2} y="19" textAnchor="middle" fontFamily="system-ui, sans-serif" fontSize="11" fontWeight="800" fontStyle="italic">
              <tspan fill="#003087">Pay</tspan>
              <tspan fill="#009cde">Pal</tspan>
            </text>
          ),
        },
      ];
    case "p24":
      return [
        {
          key: code,
          name,
          art: (
            <text x={WIDTH / 2} y="19" textAnchor="middle" fontFamily="system-ui, sans-serif" fontSize="12" fontWeight="800">
              <tspan fill="#d13239">P</tspan>
              <tspan fill="#4d4d4d">24</tspan>
            </text>
          ),
        },
      ];
    case "ideal":
      return [
        {
          key: code,
          name,
          art: (
            <>
              <rect x="14" y="5" width="20" height="20" rx="4" fill="#cc0066" />
              <text x="24" y="19.5" textAnchor="middle" fontFamily="system-ui, sans-serif" fontSize="10" fontWeight="800" fill="#fff">
                iD
              </text>
            </>
          ),
        },
      ];
    case "bancontact":
      return [
        {
          key: code,
          name,
          art: (
            <>
              <path d="M8 18h14l4-6H12z" fill="#1e3764" />
              <path d="M22 18h14l4-6H26z" fill="#ffd800" />
              <path d="M8 18h14l-4 6H4z" fill="#005498" opacity="0.85" />
            </>
          ),
        },
      ];
    case "eps":
      return [{ key: code, name, art: wordmark("eps", "#c8036f", 13, 800) }];
    case "giropay":
      return [
        {
          key: code,
          name,
          art: (
            <>
              <rect x="6" y="8" width="36" height="14" rx="3" fill="#000268" />
              {wordmark("giropay", "#fff", 8.5, 700)}
            </>
          ),
        },
      ];
    case "sofort":
      return [{ key: code, name, art: wordmark("SOFORT", "#ef809f", 9, 800) }];
    case "hokodo":
      return [{ key: code, name, art: wordmark("hokodo", "#101828", 9.5, 700) }];
  }
}

export interface PaymentLogosProps {
  /** The methods the storefront offers, in its order (paymentMethodsFor). */
  methods: readonly PaymentMethodCode[];
  /** Each method's name in the shopper's language (Checkout.paymentMethods). */
  names: Readonly<Record<PaymentMethodCode, string>>;
  /** What the list is, e.g. "Ways to pay". */
  label: string;
  className?: string;
}

function MarkImage({ mark, decorative }: { mark: Mark; decorative: boolean }) {
  const naming = decorative ? { "aria-hidden": true } : { role: "img", "aria-label": mark.name };
  return (
    <svg {...naming} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width={WIDTH} height={HEIGHT}>
      <rect x="0.5" y="0.5" width={WIDTH - 1} height={HEIGHT - 1} rx="4" fill="#fff" stroke="#d0d5dd" />
      {mark.art}
    </svg>
  );
}

export function PaymentLogos({ methods, names, label, className }: PaymentLogosProps) {
  const marks = methods.flatMap((code) => marksOf(code, names[code]));
  return (
    <ul className={[styles.paymentLogos, className].filter(Boolean).join(" ")} aria-label={label} data-testid="payment-logos">
      {marks.map((mark) => (
        <li key={mark.key}>
          <MarkImage mark={mark} decorative={false} />
        </li>
      ))}
    </ul>
  );
}

/** One method's marks beside its name (the checkout's payment choice): the name says it, so the marks are decoration. */
export function PaymentMarks({ code }: { code: PaymentMethodCode }) {
  return (
    <span className={styles.paymentMarks} data-testid={`payment-marks-${code}`}>
      {marksOf(code, "").map((mark) => (
        <MarkImage key={mark.key} mark={mark} decorative />
      ))}
    </span>
  );
}
