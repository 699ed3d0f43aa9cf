import { useState } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { ApiRequestError } from "./api";
import { applyServerErrors } from "./form-errors";
import { toast } from "./toast";

type Options<T extends FieldValues, R> = {
  /** The toast once the server has taken it: a fixed text, or one read from its answer. */
  success?: { title: string; description?: string | ((answer: R) => string) };
  /** The destructive toast's title; its text is the server's message, else `fallback`. Left out when `send` toasts itself. */
  failure?: { title: string; fallback: string };
  /** Which field gets focus when the server names several: the form's order, not the answer's. */
  focusOrder?: readonly Path<T>[];
  onSuccess?: (answer: R, values: T) => void;
  /** After the field errors are placed: for a message that names no field the form has. */
  onFailure?: (error: unknown) => void;
};

/**
 * The one way a public or account form sends what was typed (spec 01 §5 and §8): the schema checks it, `send` calls
 * the server, and a refusal puts the server's field errors beside their fields, focuses the first and toasts the
 * message, keeping everything typed. `run` sends values without the form's submit (a 'Resend' button).
 */
export function useFormSubmit<T extends FieldValues, R>(
  form: UseFormReturn<T>,
  send: (values: T, element: HTMLFormElement | null) => Promise<R>,
  options: Options<T, R> = {},
) {
  const [isPending, setPending] = useState(false);

  const run = async (values: T, element: HTMLFormElement | null = null) => {
    setPending(true);
    try {
      const answer = await send(values, element);
      if (options.success) {
        const { title, description } = options.success;
        toast({ title, description: typeof description === "function" ? description(answer) : description });
      }
      options.onSuccess?.(answer, values);
    } catch (error) {
      applyServerErrors(form, error);
      const first = error instanceof ApiRequestError ? options.focusOrder?.find((field) => error.errors?.[field]) : undefined;
      if (first) form.setFocus(first);
      options.onFailure?.(error);
      if (options.failure) {
        const message = error instanceof ApiRequestError && error.message ? error.message : options.failure.fallback;
        toast({ title: options.failure.title, description: message, variant: "destructive" });
      }
    } finally {
      setPending(false);
    }
  };

  const onSubmit = form.handleSubmit((values, event) => run(values, event?.target instanceof HTMLFormElement ? event.target : null));
  return { onSubmit, run, isPending };
}
