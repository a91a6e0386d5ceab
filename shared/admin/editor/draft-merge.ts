// Reopening a draft (decision 180). A draft keeps the record as its form loaded it (its base);
// when the server's copy has moved on since, the typing is merged with it three ways from that
// base, by the one merge rule (shared/domain/three-way-merge.ts): a field only the server changed
// is taken into the form, a field only the owner typed is kept, and a field changed on both sides
// keeps the owner's text while the edit still starts from the old base, so saving it meets the
// conflict view instead of writing over the other editor's change unseen.
import { mergeThreeWays } from '../../domain/three-way-merge.ts';
import type { EditorDraft } from './drafts.tsx';
import { sameValue, type FormValue, type FormValues } from './form-values.ts';
import type { EditorForm } from './resource-form.ts';

export interface DraftRestore<Rec, Form> {
  form: Form;
  /** The server's copy as the form now compares with it (what counts as unsaved). */
  baseline: Form;
  /** The version a save states: the server's, or the base's while a field was changed on both sides. */
  version: number | undefined;
  /** The copy the edit now starts from: the base of a later three-way merge (null: not known). */
  origin: Rec | null;
  /** Fields the server changed since the draft began, taken into the form. */
  takenFromServer: string[];
  /** Fields changed both in the draft and on the server, to different values. */
  bothChanged: string[];
}

const versionOf = (record: unknown) => (record as { version?: number } | null)?.version;
const equalFormValues = (a: unknown, b: unknown) => sameValue(a as FormValue | undefined, b as FormValue | undefined);

/** The form a draft of `record` opens with (edit mode; a new record's draft has no server copy to meet). */
export function restoreDraft<Rec, Input, Form extends FormValues>(spec: EditorForm<Rec, Input, Form>, draft: EditorDraft, record: Rec): DraftRestore<Rec, Form> {
  const server = spec.fromRecord(record);
  const mine = { ...server, ...draft.form } as Form;
  const unchanged = { form: mine, baseline: server, version: versionOf(record), origin: record, takenFromServer: [], bothChanged: [] };
  if (draft.version === versionOf(record)) return unchanged;
  // A draft kept before drafts had a base: every field it differs in is the owner's call.
  const base = draft.base ? spec.fromRecord(draft.base as Rec) : null;
  const merge = mergeThreeWays(
    spec.fields.map((field) => field.name),
    base,
    mine,
    server,
    equalFormValues,
  );
  const clean = merge.bothChanged.length === 0;
  return {
    form: merge.merged,
    baseline: server,
    version: clean ? versionOf(record) : draft.version,
    origin: clean ? record : ((draft.base as Rec | null) ?? null),
    takenFromServer: merge.takenFromTheirs,
    bothChanged: merge.bothChanged,
  };
}
