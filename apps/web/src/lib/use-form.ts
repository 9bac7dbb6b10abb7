import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import type { ErrorKey } from '@lootbay/shared/errors';
import { refusedFor, ruleProblem, serverProblem } from './form-problems';
import { useLocale } from './i18n';

export type FormValues<F extends string> = Readonly<Record<F, string>>;

/** A field's rule: a shared schema its value must pass, a problem already found, or none (null). */
export type FieldRule = z.ZodType | string | null;

export interface FormSetup<F extends string> {
  readonly initial: FormValues<F>;
  /** Each field's rule for the values as they are (a field can have none in one mode of the form). */
  readonly rules: (values: FormValues<F>) => Partial<Record<NoInfer<F>, FieldRule>>;
  /** The field a refusal concerns, by the catalogue entries it is refused for. */
  readonly refusals?: Partial<Record<NoInfer<F>, readonly ErrorKey[]>>;
  /** Where any other refusal shows: a field, or under the form (the default). */
  readonly otherRefusals?: NoInfer<F>;
}

/** What a `TextField` (or any input taking name, value, onValue and problem) needs. */
export interface FieldProps {
  /** The field's name, by which sending focuses the first field with a problem. */
  readonly name: string;
  readonly value: string;
  readonly problem: string | null;
  readonly onValue: (value: string) => void;
}

export interface Form<F extends string> {
  readonly values: FormValues<F>;
  /** Between sending and the answer. */
  readonly submitting: boolean;
  /** The server's refusal that concerns no field, shown under the form. */
  readonly formProblem: string | null;
  /** A field's problem: its refusal, or once typed into (or sent) its rule's. */
  problem(field: F): string | null;
  field(name: F): FieldProps;
  set(name: F, value: string): void;
  /** Shows a field's problem now and tells whether it passes (before sending a code to it). */
  checkField(name: F): boolean;
  /**
   * Checks every rule; sends when all pass (clearing the last refusal), and shows a refusal beside
   * the field it concerns. When one fails, the form's first element named after a failing field has the focus.
   */
  submit(event: FormEvent, send: (values: FormValues<F>) => Promise<unknown> | void): void;
  /** Shows a refusal of a call other than the form's own (sending a code), beside the given field or where its entry says. */
  refuse(error: unknown, field?: F): void;
  clearRefusal(): void;
  /** Back to untouched, with the given values (or the first ones). */
  reset(values?: FormValues<F>): void;
}

interface Refusal<F extends string> {
  readonly field: F | null;
  readonly message: string;
}

/**
 * A form's state over the shared schemas: values, problems as typed, the refusal of the server
 * beside the field it concerns, and whether it is being sent. Problems are in the catalogue's words.
 */
export function useForm<F extends string>(setup: FormSetup<F>): Form<F> {
  const locale = useLocale();
  const [values, setValues] = useState<FormValues<F>>(setup.initial);
  const [touched, setTouched] = useState<ReadonlySet<F>>(new Set());
  const [refusal, setRefusal] = useState<Refusal<F> | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const rules = setup.rules(values);
  const ruleOf = (field: F): string | null => {
    const rule = rules[field] ?? null;
    return rule === null || typeof rule === 'string' ? rule : ruleProblem(rule, values[field], locale);
  };
  const fields = Object.keys(values) as F[];

  const problem = (field: F): string | null => (refusal?.field === field ? refusal.message : touched.has(field) ? ruleOf(field) : null);

  const set = (name: F, value: string): void => {
    setValues((current) => ({ ...current, [name]: value }));
    setTouched((current) => new Set(current).add(name));
    if (refusal && (refusal.field === name || refusal.field === null)) setRefusal(null);
  };

  const refuse = (error: unknown, field?: F): void => {
    const listed = field ?? fields.find((name) => refusedFor(error, setup.refusals?.[name] ?? []));
    setRefusal({ field: listed ?? setup.otherRefusals ?? null, message: serverProblem(error, locale) });
  };

  return {
    values,
    submitting,
    formProblem: refusal?.field === null ? refusal.message : null,
    problem,
    field: (name) => ({ name, value: values[name], problem: problem(name), onValue: (value) => set(name, value) }),
    set,
    checkField(name) {
      setTouched((current) => new Set(current).add(name));
      return ruleOf(name) === null;
    },
    submit(event, send) {
      event.preventDefault();
      setTouched(new Set(fields));
      const failing = fields.find((field) => ruleOf(field) !== null);
      if (failing !== undefined) {
        focusNamed(event.currentTarget, failing);
        return;
      }
      const sending = send(values);
      if (!sending) return;
      setRefusal(null);
      setSubmitting(true);
      sending.catch((error: unknown) => refuse(error)).finally(() => setSubmitting(false));
    },
    refuse,
    clearRefusal: () => setRefusal(null),
    reset(next = setup.initial) {
      setValues(next);
      setTouched(new Set());
      setRefusal(null);
    },
  };
}

/** Focuses the form's element of the given name, if the form has one. */
function focusNamed(form: EventTarget, name: string): void {
  const element = form instanceof HTMLFormElement ? form.elements.namedItem(name) : null;
  if (element instanceof HTMLElement) element.focus();
}
