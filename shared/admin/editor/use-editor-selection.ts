// Which record an editor shows: none, one being edited (loading first), or a new one being
// created (docs/product/rules.md#states-and-transitions). Leaving unsaved changes asks first (decision 200).
import { useCallback, useState } from 'react';
import { useConfirmDiscard } from '../unsaved-changes.tsx';
import type { RecordKey } from './record-source.ts';

export type EditorMode = 'none' | 'edit' | 'create';

interface Selection<Key> {
  mode: EditorMode;
  selectedKey: Key | null;
  /** Edit mode, until the record has been loaded into the form. */
  awaitingLoad: boolean;
}

const NOTHING = { mode: 'none', selectedKey: null, awaitingLoad: false } as const;

export function useEditorSelection<Key extends RecordKey>(initial: { key?: Key; create?: boolean }) {
  const confirmDiscard = useConfirmDiscard();
  const [selection, setSelection] = useState<Selection<Key>>(() =>
    initial.key !== undefined ? { mode: 'edit', selectedKey: initial.key, awaitingLoad: true } : initial.create ? { mode: 'create', selectedKey: null, awaitingLoad: false } : NOTHING,
  );

  const loaded = useCallback(() => setSelection((current) => ({ ...current, awaitingLoad: false })), []);

  /** open, create and close answer false when the owner chose to keep editing. */
  return {
    ...selection,
    async open(key: Key): Promise<boolean> {
      if (selection.mode === 'edit' && key === selection.selectedKey) return false;
      if (!(await confirmDiscard())) return false;
      setSelection({ mode: 'edit', selectedKey: key, awaitingLoad: true });
      return true;
    },
    async create(): Promise<boolean> {
      if (!(await confirmDiscard())) return false;
      setSelection({ mode: 'create', selectedKey: null, awaitingLoad: false });
      return true;
    },
    async close(): Promise<boolean> {
      if (!(await confirmDiscard())) return false;
      setSelection(NOTHING);
      return true;
    },
    loaded,
    /** Back to nothing selected, without asking: after a create is saved or a record deleted. */
    clear: () => setSelection(NOTHING),
  };
}
