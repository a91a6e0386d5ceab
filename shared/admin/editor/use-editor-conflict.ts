// The editor's conflict view (decisions 003 and 010): the server's copy of a record someone else
// saved since it was loaded, beside the form; two-way in the web admin, three-way in the studio
// (from the copy the edit started from: the record as loaded, or the base of a reopened draft).
import { useMemo, useState } from 'react';
import type { ConflictDialogProps } from './conflict-dialog.tsx';
import { compareForms } from './form-comparison.ts';
import { useThreeWayMerge } from './conflict-merge.tsx';
import type { FormValues } from './form-values.ts';
import type { EditorForm } from './resource-form.ts';
import { versionOf } from './use-editor-form.ts';

export interface ConflictChoices<Rec, Form> {
  /** Save mine (three-way: with the fields only they changed taken from theirs), stating their version. */
  keepMine(values: Form, version: number | undefined): void;
  /** Drop my edit and show their copy. */
  takeTheirs(theirs: Rec): void;
  /** Load the field choices into the form for a last look, their copy as the new baseline. */
  merge(merged: Form, theirs: Rec): void;
}

export function useEditorConflict<Rec, Input, Form extends FormValues>(spec: EditorForm<Rec, Input, Form>, recordLabel: string) {
  const threeWay = useThreeWayMerge();
  const [conflict, setConflict] = useState<Rec | null>(null);
  const theirs = useMemo(() => (conflict ? spec.fromRecord(conflict) : null), [conflict, spec]);

  // Compared entry by entry: a page's sections field by field (decision 220).
  const view = (editing: { form: Form; base: Form | null; busy: boolean }, choose: ConflictChoices<Rec, Form>): ConflictDialogProps => {
    // Only while a conflict is shown: the form is compared on every render.
    const comparison = compareForms(spec.described, theirs ? spec.fields : [], { mine: editing.form, theirs: theirs ?? editing.form, base: threeWay && editing.base ? editing.base : undefined });
    return {
      open: conflict !== null,
      recordLabel,
      fields: comparison.fields,
      mine: comparison.mine,
      theirs: comparison.theirs,
      base: comparison.base,
      busy: editing.busy,
      onKeepMine: (values) => {
        if (conflict) choose.keepMine(comparison.chosen(values) as Form, versionOf(conflict));
      },
      onTakeTheirs: () => {
        if (!conflict) return;
        choose.takeTheirs(conflict);
        setConflict(null);
      },
      onMerge: (merged) => {
        if (!conflict) return;
        choose.merge(comparison.chosen(merged) as Form, conflict);
        setConflict(null);
      },
      onClose: () => setConflict(null),
    };
  };

  return { show: (current: Rec) => setConflict(current), clear: () => setConflict(null), view };
}
