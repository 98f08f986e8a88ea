import styles from "./manager.module.css";

export interface StateFilterProps<State extends string> {
  /** The group's name for screen readers. */
  label: string;
  states: readonly State[];
  value: State;
  onChange(state: State): void;
  /** A state's name in the console's words ("all" among them). */
  nameOf(state: State): string;
}

/** A list's filter by state: one pressed button for the state shown. */
export function StateFilter<State extends string>({ label, states, value, onChange, nameOf }: StateFilterProps<State>) {
  return (
    <div className={styles.filters} role="group" aria-label={label}>
      {states.map((state) => (
        <button key={state} type="button" aria-pressed={state === value} onClick={() => onChange(state)}>
          {nameOf(state)}
        </button>
      ))}
    </div>
  );
}
