import styles from "./trust.module.css";

/** The support desk's facts, already in the shopper's words (supportFacts in trust-words.ts). */
export interface SupportFacts {
  email: string;
  phone: string;
  /** The phone as a tel: address. */
  tel: string;
  /** e.g. "Mon–Fri 8:00 AM–5:00 PM (CET)": the desk's hours in its own zone. */
  hours: string;
}

export interface SupportWords {
  heading: string;
  email: string;
  phone: string;
  hoursLabel: string;
}

/** Where a shopper reaches a person: mail, phone and when someone answers (docs/adr/0063-trust-signals.md). */
export interface SupportContactProps {
  id: string;
  facts: SupportFacts;
  words: SupportWords;
  headingLevel?: 2 | 3;
  /** A named region of its own (the footer's); inside another panel it is a plain group, so landmarks stay unique. */
  landmark?: boolean;
}

export function SupportContact({ id, facts, words, headingLevel = 2, landmark = true }: SupportContactProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const Frame = landmark ? "section" : "div";
  // The footer and the cart's panel both have one: each names its own heading.
  const headingId = `${id}-heading`;
  return (
    <Frame className={styles.support} aria-labelledby={landmark ? headingId : undefined} data-testid="support-contact">
      <Heading id={headingId} className={styles.trustHeading}>
        {words.heading}
      </Heading>
      <dl className={styles.supportFacts}>
        <div>
          <dt>{words.email}</dt>
          <dd>
            <a href={`mailto:${facts.email}`}>{facts.email}</a>
          </dd>
        </div>
        <div>
          <dt>{words.phone}</dt>
          <dd>
            <a href={facts.tel}>{facts.phone}</a>
          </dd>
        </div>
        <div>
          <dt>{words.hoursLabel}</dt>
          <dd>{facts.hours}</dd>
        </div>
      </dl>
    </Frame>
  );
}
