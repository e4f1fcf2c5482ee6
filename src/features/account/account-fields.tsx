// The fields of an account form from a list: each one the shared Field bound to the form's value
// and error (an error key, translated at render). A screen lists what differs per field (label,
// input kind, autocomplete, the dialing code or a code button) and keeps its own change rule.
import type { Ref } from 'react';
import { Field, type FieldProps } from '@/ui/input-field';
import type { Form } from '@/ui/use-form';
import { useErrorText, type ErrorKey } from '@/features/account/form-error';

export interface AccountFieldSpec<K extends string> extends Omit<FieldProps, 'value' | 'onChange' | 'error' | 'ref'> {
  /** The form value the field edits. */
  key: K;
  /** Keeps what is typed to what the field takes (digits, a length). */
  clean?: (value: string) => string;
  ref?: Ref<HTMLInputElement>;
}

export function AccountFields<V extends Record<string, string | undefined>, M extends ErrorKey | string>({
  form,
  fields,
  onChange,
}: {
  form: Form<V, M>;
  /** `false` leaves a field out. */
  fields: readonly (AccountFieldSpec<Extract<keyof V, string>> | false)[];
  /** The screen's change rule (clearing an error, re-checking another field); the default sets the value. */
  onChange?: (key: Extract<keyof V, string>, value: string) => void;
}) {
  const errorText = useErrorText();
  return (
    <>
      {fields.map((spec) => {
        if (!spec) return null;
        const { key, clean, ...props } = spec;
        const change = (raw: string) => {
          const value = clean ? clean(raw) : raw;
          if (onChange) onChange(key, value);
          else form.set(key, value as V[typeof key]);
        };
        return <Field key={key} {...props} value={form.values[key] ?? ''} onChange={change} error={errorText(form.errorOf(key))} />;
      })}
    </>
  );
}
