import { useId, type ReactNode } from "react";
import styles from "./configurator.module.css";

/**
 * One of the configurator's choices as a group of radio buttons drawn as cards (a
 * print or finish option with its drawing and one line on what sets it apart),
 * swatches (a board) or chips (a size). Native radios of one name: the browser gives
 * the arrow keys and the announced "1 of 3"; the group is named by its heading. A
 * label wraps and is never cut.
 */
export interface CardChoice {
  value: string;
  label: string;
  /** One line on what sets the option apart; read as the radio's description. */
  note?: string;
  /** A drawing, a colour chip or a picture, beside the label; hidden from assistive technology. */
  look?: ReactNode;
}

export function ChoiceCards({
  name,
  legend,
  value,
  choices,
  onChange,
  variant,
}: {
  name: string;
  legend: string;
  value: string;
  choices: readonly CardChoice[];
  onChange: (value: string) => void;
  variant: "card" | "swatch" | "chip";
}) {
  const id = useId();
  if (choices.length === 0) return null;
  return (
    <div className={styles.choiceGroup} data-variant={variant}>
      <p className={styles.choiceLegend} id={`${id}-legend`}>
        {legend}
      </p>
      <div role="radiogroup" aria-labelledby={`${id}-legend`} className={styles.choices} data-testid={`choice-${name}`}>
        {choices.map((choice, index) => {
          const labelId = `${id}-${index}-label`;
          const noteId = `${id}-${index}-note`;
          return (
            <label key={choice.value} className={styles.choice}>
              <input
                type="radio"
                name={name}
                value={choice.value}
                checked={choice.value === value}
                onChange={() => onChange(choice.value)}
                aria-labelledby={labelId}
                aria-describedby={choice.note ? noteId : undefined}
              />
              {choice.look ? (
                <span className={styles.choiceLook} aria-hidden="true">
                  {choice.look}
                </span>
              ) : null}
              <span className={styles.choiceText}>
                <span id={labelId} className={styles.choiceLabel}>
                  {choice.label}
                </span>
                {choice.note ? (
                  <span id={noteId} className={styles.choiceNote}>
                    {choice.note}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
    </div>
  );
}
