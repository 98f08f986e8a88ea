"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useCallback, useMemo, useState } from "react";
import { get, set, useForm, type FieldErrors, type FieldValues, type Path, type Resolver, type UseFormProps, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { blamedFields } from "@/lib/api/answers";
import { problemsOf, fieldProblemOf, refusalKindOf, type FieldProblem } from "./problems";

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
  /** Forgets a failed submit: its errors and the summary (the quote form's other tab). */
  clearFailure(): void;
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

/**
 * The resolver's errors at the form's fields (`fieldOf` renames a path the
 * schema names, 'details.budget' → 'budget'), each put into words by its problem.
 */
function reword(
  errors: FieldErrors<FieldValues>,
  values: FieldValues,
  word: (name: string, problem: FieldProblem) => string,
  fieldOf: (path: string) => string | null,
): FieldErrors<FieldValues> {
  const worded: FieldErrors<FieldValues> = {};
  for (const { name: path, type } of problemsOf(errors, "", true)) {
    const name = fieldOf(path);
    if (!name || get(worded, name)) continue;
    set(worded, name, { type, message: word(name, fieldProblemOf(name, type, get(values, name))) });
  }
  return worded;
}

/** zodResolver, with the issues put into the shopper's words instead of zod's English. */
function shopResolver<TIn extends FieldValues, TOut>(
  schema: z.ZodType<TOut, TIn>,
  word: (name: string, problem: FieldProblem) => string,
  fieldOf: (path: string) => string | null,
): Resolver<TIn, unknown, TOut> {
  const resolve = zodResolver(schema as never) as unknown as Resolver<TIn, unknown, TOut>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    return { values: {}, errors: reword(result.errors, values, word, fieldOf) as FieldErrors<TIn> };
  };
}

const samePath = (path: string) => path;

/** The values a form holds: the schema's input. */
export type FormValuesOf<S extends z.ZodType> = z.input<S> extends FieldValues ? z.input<S> : never;

export function useShopForm<S extends z.ZodType>(
  schema: S,
  {
    words,
    fieldOf = samePath,
    invalidMessage,
    ...options
  }: Omit<UseFormProps<FormValuesOf<S>, unknown, z.output<S>>, "resolver"> & {
    words?: FieldWords;
    /** The form's field for a path the schema or the API names; null for one the shopper cannot change. */
    fieldOf?(path: string): string | null;
    /** The sentence the summary starts with when the browser found problems; none by default, the fields say it. */
    invalidMessage?: string;
  } = {},
): ShopForm<FormValuesOf<S>, z.output<S>> {
  type TIn = FormValuesOf<S>;
  type TOut = z.output<S>;
  const t = useTranslations("Forms.fields");
  const word = useCallback((name: string, problem: FieldProblem) => words?.(name, problem) ?? t(problem), [words, t]);
  const resolver = useMemo(() => shopResolver<TIn, TOut>(schema as unknown as z.ZodType<TOut, TIn>, word, fieldOf), [schema, word, fieldOf]);
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
          setFormError(invalidMessage ?? null);
          setFailed(true);
          const target = event?.target;
          focusFirst(
            problemsOf(errors).map((problem) => problem.name),
            target instanceof HTMLFormElement ? target : null,
          );
        },
      ),
    [handleSubmit, invalidMessage],
  );

  const refuse = useCallback(
    (error: unknown, shown: ShownRefusal, { knownCodes = [] }: RefuseOptions = {}) => {
      const kind = refusalKindOf(error, knownCodes);
      const values = getValues();
      const blamed = blamedFields(error);
      if (shown.field && !blamed.some((entry) => entry.path === shown.field)) blamed.unshift({ path: shown.field });
      const marked: string[] = [];
      for (const { path, code } of blamed) {
        const name = fieldOf(path);
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
    [getValues, setError, word, fieldOf],
  );

  const fail = useCallback((message: string) => {
    setFormError(message);
    setFailed(true);
  }, []);

  const { clearErrors, getFieldState } = form;
  const registerField = form.register;
  // A refusal from the server is about what was sent: typing again takes it away at once.
  const register = useCallback<typeof registerField>(
    (name, options) => {
      const registered = registerField(name, options);
      return {
        ...registered,
        onChange: (event) => {
          if (getFieldState(name).error?.type === "server") clearErrors(name);
          return registered.onChange(event);
        },
      };
    },
    [registerField, getFieldState, clearErrors],
  );
  const clearFailure = useCallback(() => {
    clearErrors();
    setFormError(null);
    setFailed(false);
  }, [clearErrors]);

  return { ...form, register, formError, failed, onSubmit, refuse, fail, clearFailure };
}
