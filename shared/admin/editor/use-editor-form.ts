// What an editor's form holds: the values typed, the values as loaded (the baseline the form is
// compared with, and the base of a three-way merge), the version the edit started from, and the
// field errors shown under the inputs.
import { useCallback, useState } from 'react';
import type { FieldErrors } from '../../contract/errors.ts';
import { sameValue, type FormValue, type FormValues } from './form-values.ts';
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

  /**
   * Values a new record starts with that depend on other records (the blog's last author): they
   * become the baseline, so they are no unsaved change, and fill the form where nothing was typed.
   */
  const applyDefaults = useCallback(
    (defaults: Partial<Form>) =>
      setState((current) => {
        const changed = Object.entries(defaults).filter(([name, value]) => value !== undefined && !sameValue(current.baseline[name], value));
        if (changed.length === 0) return current;
        const form: FormValues = { ...current.form };
        const baseline: FormValues = { ...current.baseline };
        for (const [name, value] of changed) {
          if (sameValue(form[name], baseline[name])) form[name] = value!;
          baseline[name] = value!;
        }
        return { ...current, form: form as Form, baseline: baseline as Form };
      }),
    [],
  );

  return {
    ...state,
    applyDefaults,
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
    /** Changes a field from its latest value (a change that lands after others, such as an upload finishing). */
    updateField(name: keyof Form & string, update: (value: FormValue) => FormValue) {
      setState((current) => ({ ...current, form: { ...current.form, [name]: update(current.form[name]) } }));
    },
    /** Drops the errors of the part of a field that changed (`content.sections.2.title` and what lies under it). */
    clearErrors(path: string) {
      setErrors((current) => {
        const kept = Object.entries(current).filter(([key]) => key !== path && !key.startsWith(`${path}.`));
        return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
      });
    },
  };
}
