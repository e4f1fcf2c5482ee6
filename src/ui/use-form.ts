// The one way a form holds its state: its values (text, by field name), its one error (a field's,
// or the form's own when `field` is null) and its submit-once guard (useSingleFlight), so that a
// double tap submits once. The error's message is what the screen stores: an i18n key it
// translates at render (so that it follows a language change), or a text.
//   const form = useForm({ amount: '', password: '' }, { draft: { name: 'withdraw', fields: ['amount'] } });
//   <form onSubmit={(e) => form.submit(e, send)}>
//     <AmountField value={form.values.amount} onChange={(v) => form.set('amount', v)} error={form.errorOf('amount')} />
//
// A draft: the fields a form names are kept in the tab's sessionStorage while typed, so that going
// back and forward, or a reload, finds them again; never a password (the form names what it keeps).
// Emptied fields (a form cleared after its success, reset) leave nothing; a login or logout drops
// every draft (clearDrafts), so one member's typing never reaches the next.
import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { useSingleFlight } from '@/ui/use-single-flight';
import { forgetTabKeys } from '@/ui/tab-storage';

const DRAFT_PREFIX = 'palaro:draft:';

/** Forgets every form's draft (a member logged in or out). */
export const clearDrafts = (): void => forgetTabKeys(DRAFT_PREFIX);

function readDraft(name: string, fields: readonly string[]): Record<string, string> {
  try {
    const raw: unknown = JSON.parse(sessionStorage.getItem(`${DRAFT_PREFIX}${name}`) ?? 'null');
    if (!raw || typeof raw !== 'object') return {};
    const kept: Record<string, string> = {};
    for (const f of fields) {
      const v = (raw as Record<string, unknown>)[f];
      if (typeof v === 'string') kept[f] = v;
    }
    return kept;
  } catch {
    return {};
  }
}

function writeDraft(name: string, values: Record<string, string | undefined>, fields: readonly string[]): void {
  const kept = Object.fromEntries(fields.flatMap((f) => (values[f] ? [[f, values[f]]] : [])));
  try {
    if (Object.keys(kept).length === 0) sessionStorage.removeItem(`${DRAFT_PREFIX}${name}`);
    else sessionStorage.setItem(`${DRAFT_PREFIX}${name}`, JSON.stringify(kept));
  } catch {
    // storage full or unavailable: the draft lasts as long as the screen
  }
}

export interface FormError<M = string> {
  /** The field the error is about; null for the form as a whole. */
  readonly field: string | null;
  /** What the screen shows: an i18n key (with its values, where it has some) or a text. */
  readonly message: M;
}

export interface FormOptions<V> {
  /** Changing a value clears the error (of any field); without it the screen clears what it wants. */
  readonly clearErrorOnChange?: boolean;
  /** Keeps these fields as a draft under this name (never a password). */
  readonly draft?: { readonly name: string; readonly fields: readonly Extract<keyof V, string>[] };
}

export function useForm<V extends Record<string, string | undefined>, M = string>(initial: V | (() => V), options: FormOptions<V> = {}) {
  const [first] = useState(initial);
  const draft = options.draft;
  // A draft fills only what the screen starts empty (a value from the address, an invitation code, wins).
  const [values, setValues] = useState<V>(() =>
    draft ? { ...first, ...Object.fromEntries(Object.entries(readDraft(draft.name, draft.fields)).filter(([f]) => !first[f])) } : first,
  );
  const draftName = draft?.name;
  const draftFields = draft?.fields.join(',');
  useEffect(() => {
    if (draftName && draftFields !== undefined) writeDraft(draftName, values, draftFields.split(','));
  }, [draftName, draftFields, values]);
  const [error, setError] = useState<FormError<M> | null>(null);
  const flight = useSingleFlight();
  const clear = options.clearErrorOnChange === true;

  const set = useCallback(
    <K extends keyof V>(name: K, value: V[K]) => {
      setValues((v) => ({ ...v, [name]: value }));
      if (clear) setError(null);
    },
    [clear],
  );

  return useMemo(
    () => ({
      values,
      set,
      setValues,
      error,
      setError,
      /** Sets the error of `field` (null: the form's own). */
      fail: (field: string | null, message: M) => setError({ field, message }),
      /** The error's message when it is about `field` (null: the form's own), else null. */
      errorOf: (field: string | null): M | null => (error && error.field === field ? error.message : null),
      /** A field's value, its setter and its error, as a field component takes them: `<Field {...form.field('name')} />`. */
      field: <K extends Extract<keyof V, string>>(name: K) => ({
        value: values[name] ?? '',
        onChange: (value: V[K] & string) => set(name, value),
        error: error && error.field === name ? error.message : null,
      }),
      /** Back to the first values, with no error. */
      reset: () => {
        setValues(first);
        setError(null);
      },
      /** The form's guard, for an action sent from outside its submit (a confirmation dialog's button). */
      flight,
      /** Submits: no page load, and `action` runs once at a time (`onSubmit={(e) => form.submit(e, send)}`). */
      submit: (e: FormEvent | undefined, action: () => unknown) => {
        e?.preventDefault();
        void flight.run(action);
      },
    }),
    [values, set, error, first, flight],
  );
}

/** What useForm gives a screen, for the components that render a form's fields. */
export type Form<V extends Record<string, string | undefined>, M = string> = ReturnType<typeof useForm<V, M>>;
