"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useCallback, useMemo, useState } from "react";
import { get, useForm, type FieldErrors, type FieldValues, type Path, type Resolver, type UseFormProps, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { blamedFields, problemsOf, fieldProblemOf, refusalKindOf, type FieldProblem } from "./problems";

/**
 * The shop's forms on react-hook-form: validated with the same zod schema the
 * API route reads the body with, every problem put into the shopper's words
 * here, focus on the first field in trouble after a failed submit, and the API's
 * refusal of a field shown at that field.
 */

/** A form's own words for a field's problem ('terms' → accept the terms); undefined keeps the shop's usual words. */
export type FieldWords = (name: string, problem: FieldProblem) => string | undefined;

/** How a failed call reads: the sentence for the form and, when the API blamed one, the field. */
export interface ShownRefusal {
  message: string;
  field?: string | null;
}

export interface RefuseOptions {
  /** The form's field for a path the API named ('details.budget' → 'budget'); null for one the shopper cannot change. */
  fieldOf?(path: string): string | null;
  /** Codes whose words belong at the blamed field as they are ('email_taken'); other blamed fields get the usual words. */
  knownCodes?: readonly string[];
}

export interface ShopForm<TIn extends FieldValues, TOut> extends UseFormReturn<TIn, unknown, TOut> {
  /** The sentence shown in the error summary after a submit failed ('the e-mail or password is wrong'). */
  formError: string | null;
  /** A submit failed, in the browser or at the server: the error summary shows. */
  failed: boolean;
  /** The submit handler: runs `send` with the checked values, or shows what is wrong. */
  onSubmit(send: (values: TOut) => unknown): (event?: React.BaseSyntheticEvent) => Promise<void>;
  /** Shows a refused call: at the field the API blamed, and in the summary. */
  refuse(error: unknown, shown: ShownRefusal, options?: RefuseOptions): void;
  /** Shows a sentence in the summary without a call (an upload still running). */
  fail(message: string): void;
}

/**
 * Focus on the first of these fields as the page shows them. react-hook-form
 * would take them in the order they were registered, and a field that appears
 * later (the company name once 'business' is chosen) registers later.
 */
function focusFirst(names: readonly string[], root: ParentNode | null) {
  const fields = names
    .map((name) => (root ?? document).querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`))
    .filter((field): field is HTMLElement => field !== null)
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  fields[0]?.focus();
}

function isFieldError(node: unknown): node is { type: string; message?: string } {
  return typeof node === "object" && node !== null && typeof (node as { type?: unknown }).type === "string";
}

/** The resolver's errors, each reworded by its problem; nested objects (addresses) are walked. */
function reword(
  errors: Record<string, unknown>,
  values: FieldValues,
  word: (name: string, problem: FieldProblem) => string,
  prefix = "",
): Record<string, unknown> {
  const worded: Record<string, unknown> = {};
  for (const [key, node] of Object.entries(errors)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (isFieldError(node)) worded[key] = { ...node, message: word(name, fieldProblemOf(name, node.type, get(values, name))) };
    else if (node && typeof node === "object") worded[key] = reword(node as Record<string, unknown>, values, word, name);
  }
  return worded;
}

/** zodResolver, with the issues put into the shopper's words instead of zod's English. */
function shopResolver<TIn extends FieldValues, TOut>(
  schema: z.ZodType<TOut, TIn>,
  word: (name: string, problem: FieldProblem) => string,
): Resolver<TIn, unknown, TOut> {
  const resolve = zodResolver(schema as never) as unknown as Resolver<TIn, unknown, TOut>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    return { values: {}, errors: reword(result.errors, values, word) as FieldErrors<TIn> };
  };
}

export function useShopForm<TIn extends FieldValues, TOut>(
  schema: z.ZodType<TOut, TIn>,
  { words, ...options }: Omit<UseFormProps<TIn, unknown, TOut>, "resolver"> & { words?: FieldWords } = {},
): ShopForm<TIn, TOut> {
  const t = useTranslations("Forms.fields");
  const word = useCallback((name: string, problem: FieldProblem) => words?.(name, problem) ?? t(problem), [words, t]);
  const resolver = useMemo(() => shopResolver(schema, word), [schema, word]);
  // The focus after a failed submit is moved here, in the page's order (focusFirst).
  const form = useForm<TIn, unknown, TOut>({ ...options, resolver, shouldFocusError: false });
  const [formError, setFormError] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const { handleSubmit, setError, getValues } = form;

  const onSubmit = useCallback(
    (send: (values: TOut) => unknown) =>
      handleSubmit(
        async (values) => {
          setFormError(null);
          setFailed(false);
          await send(values);
        },
        (errors, event) => {
          setFormError(null);
          setFailed(true);
          const target = event?.target;
          focusFirst(
            problemsOf(errors).map((problem) => problem.name),
            target instanceof HTMLFormElement ? target : null,
          );
        },
      ),
    [handleSubmit],
  );

  const refuse = useCallback(
    (error: unknown, shown: ShownRefusal, { fieldOf, knownCodes = [] }: RefuseOptions = {}) => {
      const kind = refusalKindOf(error, knownCodes);
      const values = getValues();
      const blamed = blamedFields(error);
      if (shown.field && !blamed.some((entry) => entry.path === shown.field)) blamed.unshift({ path: shown.field });
      const marked: string[] = [];
      for (const { path, code } of blamed) {
        const name = fieldOf ? fieldOf(path) : path;
        // Only a field the form has can be marked; the rest is said in the summary.
        if (!name || get(values, name) === undefined) continue;
        const message = kind.kind === "code" ? shown.message : word(name, fieldProblemOf(name, code, get(values, name)));
        setError(name as Path<TIn>, { type: "server", message });
        marked.push(name);
      }
      focusFirst(marked, null);
      setFormError(shown.message);
      setFailed(true);
    },
    [getValues, setError, word],
  );

  const fail = useCallback((message: string) => {
    setFormError(message);
    setFailed(true);
  }, []);

  return { ...form, formError, failed, onSubmit, refuse, fail };
}
