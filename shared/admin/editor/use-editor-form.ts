// What an editor's form holds: the values typed, the values as loaded (the baseline the form is
// compared with, and the base of a three-way merge), the version the edit started from, and the
// field errors shown under the inputs.
import { useCallback, useState } from 'react';
import type { FieldErrors } from '../../contract/errors.ts';
import type { FormValue, FormValues } from './form-values.ts';
import type { EditorForm } from './resource-form.ts';

interface Loaded<Form> {
  form: Form;
  baseline: Form;
  version: number | undefined;
}

/** The version a record is at (the one an edit of it starts from). */
export const versionOf = (record: unknown) => (record as { version?: number }).version;

export function useEditorForm<Rec, Input, Form extends FormValues>(spec: EditorForm<Rec, Input, Form>) {
  const blank = useCallback((): Loaded<Form> => ({ form: spec.empty(), baseline: spec.empty(), version: undefined }), [spec]);
  const [state, setState] = useState<Loaded<Form>>(blank);
  const [errors, setErrors] = useState<FieldErrors>({});

  const load = useCallback(
    (record: Rec) => {
      const form = spec.fromRecord(record);
      setState({ form, baseline: form, version: versionOf(record) });
      setErrors({});
    },
    [spec],
  );
  const applyDraft = useCallback(
    (draft: Partial<Form>, version: number | undefined) => setState((current) => ({ ...current, form: { ...current.form, ...draft }, version: version ?? current.version })),
    [],
  );

  return {
    ...state,
    errors,
    setErrors,
    load,
    applyDraft,
    /** The empty form of a new record. */
    reset: () => setState(blank()),
    /** A merge chosen in the conflict view: their copy becomes the baseline, at their version. */
    rebase: (form: Form, baseline: Form, version: number | undefined) => setState({ form, baseline, version }),
    setField(name: keyof Form & string, value: FormValue) {
      setState((current) => ({ ...current, form: { ...current.form, [name]: value } }));
      setErrors((current) => {
        if (!(name in current)) return current;
        const { [name]: _removed, ...rest } = current;
        return rest;
      });
    },
  };
}
