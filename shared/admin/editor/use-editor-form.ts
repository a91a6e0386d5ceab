// What an editor's form holds: the values typed, the values as loaded (the baseline the form is
// compared with), the copy the edit started from (the base of a three-way merge: the record as
// loaded, or an older one a reopened draft started from), the version a save states, and the
// field errors shown under the inputs.
import { useCallback, useMemo, useState } from 'react';
import type { FieldErrors } from '../../contract/errors.ts';
import { restoreDraft, type DraftRestore } from './draft-merge.ts';
import type { EditorDraft } from './drafts.tsx';
import { sameValue, type FormValue, type FormValues } from './form-values.ts';
import type { EditorForm } from './resource-form.ts';

interface Loaded<Rec, Form> {
  form: Form;
  baseline: Form;
  version: number | undefined;
  /** The copy the edit started from (null while creating, or when a draft's was not kept). */
  origin: Rec | null;
}

/** The version a record is at (the one an edit of it starts from). */
export const versionOf = (record: unknown) => (record as { version?: number }).version;

export function useEditorForm<Rec, Input, Form extends FormValues>(spec: EditorForm<Rec, Input, Form>) {
  const blank = useCallback((): Loaded<Rec, Form> => ({ form: spec.empty(), baseline: spec.empty(), version: undefined, origin: null }), [spec]);
  const [state, setState] = useState<Loaded<Rec, Form>>(blank);
  const [errors, setErrors] = useState<FieldErrors>({});

  const load = useCallback(
    (record: Rec) => {
      const form = spec.fromRecord(record);
      setState({ form, baseline: form, version: versionOf(record), origin: record });
      setErrors({});
    },
    [spec],
  );
  /** A draft of the record `record` (just loaded): merged with it when the server's copy moved on. */
  const applyDraft = useCallback(
    (draft: EditorDraft, record: Rec): DraftRestore<Rec, Form> => {
      const restored = restoreDraft(spec, draft, record);
      setState({ form: restored.form, baseline: restored.baseline, version: restored.version, origin: restored.origin });
      return restored;
    },
    [spec],
  );
  /** A draft of a new record: what was typed, over the empty form and its defaults. */
  const applyNewDraft = useCallback((draft: EditorDraft) => setState((current) => ({ ...current, form: { ...current.form, ...(draft.form as Partial<Form>) } })), []);

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

  const { origin } = state;
  const originForm = useMemo(() => (origin ? spec.fromRecord(origin) : null), [origin, spec]);

  return {
    ...state,
    /** The origin as form values: the base the conflict view merges from. */
    originForm,
    applyDefaults,
    errors,
    setErrors,
    load,
    applyDraft,
    applyNewDraft,
    /** The empty form of a new record. */
    reset: () => setState(blank()),
    /** New form values; with `onto` (a merge chosen in the conflict view) their copy becomes the baseline and the origin, at their version. */
    rebase: (form: Form, onto?: Rec) =>
      setState((current) => (onto ? { form, baseline: spec.fromRecord(onto), version: versionOf(onto), origin: onto } : { ...current, form })),
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
