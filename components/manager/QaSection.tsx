"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { useApi } from "@/components/providers/AppProviders";
import { Button } from "@/components/ui/Button";
import shared from "@/components/ui/shared.module.css";
import { QA_STATES, type QaState } from "@/lib/b2b/states";
import { addQaComment, changeQaState, type ManagedOrder, type OrderFile, type QaComment, type QaStateChange } from "./api";
import { FormMessage, SelectField, TextAreaField } from "@/components/ui/fields";
import { orderFileKey } from "./keys";
import styles from "./manager.module.css";
import { useRefusal, type ManagerWords } from "./words";

interface QaSectionProps {
  order: ManagedOrder;
  comments: readonly QaComment[];
  changes: readonly QaStateChange[];
  words: ManagerWords;
}

/** The order's QA: where its files stand (moved with a note, with the history of moves) and the managers' comments. */
export function QaSection({ order, comments, changes, words }: QaSectionProps) {
  const t = useTranslations("Manager.qa");
  return (
    <section className={`${shared.section} ${styles.section}`} aria-labelledby="order-qa">
      <h2 id="order-qa">{t("title")}</h2>
      <div className={styles.columns}>
        <div className={shared.form}>
          <QaStateForm order={order} words={words} />
          <h3>{t("history")}</h3>
          {changes.length === 0 ? (
            <p className={shared.muted}>{t("noHistory")}</p>
          ) : (
            <ol className={`${shared.list} ${styles.timeline}`}>
              {changes.map((change) => (
                <li key={change.id}>
                  <strong>
                    {change.from_state
                      ? t("move", { from: words.qaState(change.from_state), to: words.qaState(change.to_state) })
                      : words.qaState(change.to_state)}
                  </strong>
                  <span>{change.author ? change.author.name : t("byBuyer")}</span>
                  <time dateTime={change.created_at}>{words.dateTime(change.created_at)}</time>
                  {change.note ? <span className={styles.small}>{change.note}</span> : null}
                </li>
              ))}
            </ol>
          )}
        </div>
        <Comments number={order.number} comments={comments} words={words} />
      </div>
    </section>
  );
}

function QaStateForm({ order, words }: { order: ManagedOrder; words: ManagerWords }) {
  const t = useTranslations("Manager.qa");
  const api = useApi();
  const refusal = useRefusal();
  const queryClient = useQueryClient();
  const [state, setState] = useState<QaState>(order.qa_state ?? QA_STATES[0]);
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ error?: string; notice?: string }>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setResult({});
    try {
      const change = await changeQaState(api, order.number, { to_state: state, ...(note.trim() ? { note: note.trim() } : {}) });
      queryClient.setQueryData<OrderFile>(orderFileKey(order.number), (file) =>
        file ? { ...file, order: { ...file.order, qa_state: change.to_state }, qa_state_changes: [...file.qa_state_changes, change] } : file,
      );
      setNote("");
      setResult({ notice: t("changed", { state: words.qaState(change.to_state) }) });
    } catch (failure) {
      setResult({ error: refusal(failure) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={shared.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="qa-state-title">
      <h3 id="qa-state-title">{t("stateTitle", { state: words.qaState(order.qa_state) })}</h3>
      <SelectField label={t("newState")} value={state} onChange={(event) => setState(event.target.value as QaState)}>
        {QA_STATES.map((option) => (
          <option key={option} value={option}>
            {words.qaState(option)}
          </option>
        ))}
      </SelectField>
      <TextAreaField label={t("note")} rows={2} maxLength={2000} value={note} onChange={(event) => setNote(event.target.value)} />
      <FormMessage error={result.error} notice={result.notice} />
      <div className={shared.actions}>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {t("change")}
        </Button>
      </div>
    </form>
  );
}

function Comments({ number, comments, words }: { number: string; comments: readonly QaComment[]; words: ManagerWords }) {
  const t = useTranslations("Manager.qa");
  const api = useApi();
  const refusal = useRefusal();
  const queryClient = useQueryClient();
  const [body, setBody] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    if (!body.trim()) {
      setFieldError(t("commentRequired"));
      return;
    }
    setFieldError(null);
    setBusy(true);
    try {
      const comment = await addQaComment(api, number, body.trim());
      queryClient.setQueryData<OrderFile>(orderFileKey(number), (file) => (file ? { ...file, qa_comments: [...file.qa_comments, comment] } : file));
      setBody("");
    } catch (failure) {
      setError(refusal(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={shared.form}>
      <h3 id="qa-comments">{t("comments")}</h3>
      {comments.length === 0 ? (
        <p className={shared.muted}>{t("noComments")}</p>
      ) : (
        <ul className={`${shared.list} ${styles.comments}`} aria-labelledby="qa-comments">
          {comments.map((comment) => (
            <li key={comment.id}>
              {/* A comment whose author's account is gone has no author: its date still says when it was written. */}
              <span className={styles.small}>
                {comment.author ? t("commentBy", { name: comment.author.name, date: words.dateTime(comment.created_at) }) : words.dateTime(comment.created_at)}
              </span>
              <p className={styles.message}>{comment.body}</p>
            </li>
          ))}
        </ul>
      )}
      <form className={shared.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextAreaField label={t("comment")} rows={3} maxLength={5000} value={body} onChange={(event) => setBody(event.target.value)} error={fieldError} />
        <FormMessage error={error} />
        <div className={shared.actions}>
          <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
            {t("addComment")}
          </Button>
        </div>
      </form>
    </div>
  );
}
