"use client";

import { useTranslations } from "next-intl";
import { useLayoutEffect, useRef, useState, type MouseEvent } from "react";
import type { FieldErrors, FieldValues } from "react-hook-form";
import { problemsOf } from "./problems";
import styles from "./form.module.css";

/**
 * What stands between the shopper and a sent form, above the submit button:
 * announced when it appears (role alert), in view rather than off-screen, each
 * field's problem a link that takes the focus to that field.
 */

interface Target {
  id: string;
  label: string;
}

/** The field in the form by its name, and the words of its label (without a trailing colon or full stop). */
function targetOf(form: HTMLFormElement | null, name: string): Target | null {
  const element = form?.querySelector<HTMLInputElement>(`[name="${CSS.escape(name)}"]`) ?? null;
  if (!element?.id) return null;
  // A checkbox's label is a sentence ("I accept the terms."): its full stop goes too, before the summary's colon.
  const label = element.labels?.[0]?.textContent?.trim().replace(/[:.]$/, "") ?? "";
  return { id: element.id, label };
}

interface ErrorSummaryProps {
  /** The form's state after a submit: whether it failed, its sentence and its fields' errors. */
  form: { failed: boolean; formError: string | null; formState: { errors: FieldErrors<FieldValues> } };
}

export function ErrorSummary({ form }: ErrorSummaryProps) {
  const t = useTranslations("Forms.summary");
  const box = useRef<HTMLDivElement>(null);
  const problems = form.failed ? problemsOf(form.formState.errors) : [];
  const [targets, setTargets] = useState<Record<string, Target | null>>({});
  const names = problems.map((problem) => problem.name).join("\n");

  // Labels and ids are the fields' own; they are read once the summary is in the page.
  useLayoutEffect(() => {
    const owner = box.current?.closest("form") ?? null;
    setTargets(Object.fromEntries(names.split("\n").map((name) => [name, targetOf(owner, name)])));
  }, [names]);

  // The problems in the order the fields stand in the page; those without a field last.
  const position = (name: string) => {
    const target = targets[name];
    return target ? document.getElementById(target.id) : null;
  };
  const ordered = [...problems].sort((a, b) => {
    const first = position(a.name);
    const second = position(b.name);
    if (!first || !second) return first ? -1 : second ? 1 : 0;
    return first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });

  if (!form.failed || (problems.length === 0 && !form.formError)) return <div ref={box} hidden />;

  function focus(event: MouseEvent<HTMLAnchorElement>, id: string) {
    const field = document.getElementById(id);
    if (!field) return;
    event.preventDefault();
    field.focus();
    field.scrollIntoView?.({ block: "center" });
  }

  return (
    <div ref={box} role="alert" className={styles.summary} data-testid="error-summary">
      <p className={styles.heading}>{t("heading")}</p>
      {form.formError ? <p className={styles.sentence}>{form.formError}</p> : null}
      {problems.length > 0 ? (
        <ul className={styles.list}>
          {ordered.map(({ name, message }) => {
            const target = targets[name];
            const text = target?.label ? t("item", { field: target.label, message }) : message;
            return (
              <li key={name}>
                {target ? (
                  <a href={`#${target.id}`} onClick={(event) => focus(event, target.id)}>
                    {text}
                  </a>
                ) : (
                  text
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
