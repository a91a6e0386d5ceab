// The logic every editor shares: a list, a selected record loaded into a form (or create mode),
// save and delete with the spec's toasts, field errors from the schema or the server's 400, the
// conflict view on a 409, and the unsaved-changes guard. Each screen adds only its form.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WriteOptions } from '../../api-client/api-client.ts';
import { conflictRecordOf, errorText, fieldErrorsOf } from '../errors.ts';
import { useNotify } from '../toaster.tsx';
import { useConfirmDiscard, useReportDirty } from '../unsaved-changes.tsx';
import type { ConflictDialogProps, ConflictField } from './conflict-dialog.tsx';
import { useThreeWayMerge } from './conflict-merge.tsx';
import { useEditorDrafts } from './drafts.tsx';
import { isPendingSync } from './status-badges.tsx';
import { sameValues, type FormValue, type FormValues, type ToInputResult } from './form-values.ts';

export type RecordKey = string | number;

/** How an editor reaches its records: a slice of the ApiClient. */
export interface EditorAdapter<Key extends RecordKey, Rec, Input> {
  /** Query key prefix: the list is `keys`, one record `[...keys, key]`. */
  keys: readonly unknown[];
  list?(): Promise<Rec[]>;
  get(key: Key): Promise<Rec>;
  create?(input: Input, options?: WriteOptions): Promise<Rec>;
  update(key: Key, input: Input): Promise<Rec>;
  remove?(key: Key, version?: number): Promise<unknown>;
  keyOf(record: Rec): Key;
  /** The version to state on writes; undefined for a record never saved. */
  versionOf(record: Rec): number | undefined;
}

/** How a record maps to the form and back. */
export interface EditorForm<Rec, Input, Form extends FormValues> {
  empty(): Form;
  fromRecord(record: Rec): Form;
  toInput(form: Form): ToInputResult<Input>;
  /** Field labels, in form order, for the conflict view. */
  fields: readonly ConflictField[];
}

export interface EditorMessages {
  /** "Product" gives "Product created successfully" and the like. */
  noun: string;
  /** "product" in "This product was changed by someone else". */
  recordLabel: string;
  /** "No product selected". */
  noSelection: string;
  updated?: string;
}

export type EditorMode = 'none' | 'edit' | 'create';

/** The toast of a save the studio made offline (DECISIONS section 6: the outbox). */
const savedOfflineText = (noun: string) => `${noun} saved on this computer. It will be sent to the server when you are back online.`;
const deletedOfflineText = (noun: string) => `${noun} deleted on this computer. The deletion will be sent to the server when you are back online.`;

interface Loaded<Form> {
  form: Form;
  baseline: Form;
  version: number | undefined;
}

const newIdempotencyKey = () => globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;

export function useResourceEditor<Key extends RecordKey, Rec, Input, Form extends FormValues>(
  adapter: EditorAdapter<Key, Rec, Input>,
  formSpec: EditorForm<Rec, Input, Form>,
  messages: EditorMessages,
  options: { startInCreateMode?: boolean; initialKey?: Key } = {},
) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const confirmDiscard = useConfirmDiscard();
  const threeWay = useThreeWayMerge();

  const [mode, setMode] = useState<EditorMode>(options.initialKey !== undefined ? 'edit' : options.startInCreateMode ? 'create' : 'none');
  const [selectedKey, setSelectedKey] = useState<Key | null>(options.initialKey ?? null);
  const [awaitingLoad, setAwaitingLoad] = useState(options.initialKey !== undefined);
  const [state, setState] = useState<Loaded<Form>>(() => ({ form: formSpec.empty(), baseline: formSpec.empty(), version: undefined }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<Rec | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [createKey, setCreateKey] = useState(newIdempotencyKey);

  const list = useQuery({ queryKey: adapter.keys, queryFn: () => adapter.list!(), enabled: Boolean(adapter.list) });
  const item = useQuery({
    queryKey: [...adapter.keys, selectedKey],
    queryFn: () => adapter.get(selectedKey as Key),
    enabled: mode === 'edit' && selectedKey !== null,
  });

  const load = useCallback(
    (record: Rec) => {
      const form = formSpec.fromRecord(record);
      setState({ form, baseline: form, version: adapter.versionOf(record) });
      setErrors({});
    },
    [adapter, formSpec],
  );

  const dirty = mode !== 'none' && !awaitingLoad && !sameValues(state.form, state.baseline);
  const draftKey = mode === 'create' ? 'new' : selectedKey;
  const applyDraft = useCallback(
    (form: Partial<Form>, version: number | undefined) => setState((current) => ({ ...current, form: { ...current.form, ...form }, version: version ?? current.version })),
    [],
  );
  const drafts = useEditorDrafts(adapter.keys, draftKey, dirty, state.form, state.version, applyDraft);
  // "Discard changes" (leaving, Back, another record) also drops the saved draft, so the
  // discarded edit does not come back the next time the record is opened.
  const discardDraft = useCallback(() => drafts.discard(draftKey), [drafts, draftKey]);
  useReportDirty(dirty, discardDraft);

  useEffect(() => {
    if (awaitingLoad && item.data && adapter.keyOf(item.data) === selectedKey) {
      load(item.data);
      setAwaitingLoad(false);
      drafts.restore(selectedKey);
    }
  }, [awaitingLoad, item.data, selectedKey, adapter, load, drafts]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: adapter.keys });

  const select = async (key: Key) => {
    if (mode === 'edit' && key === selectedKey) return;
    if (!(await confirmDiscard())) return;
    setMode('edit');
    setSelectedKey(key);
    setAwaitingLoad(true);
    setErrors({});
  };

  const startCreate = async () => {
    if (!(await confirmDiscard())) return;
    const empty = formSpec.empty();
    setMode('create');
    setSelectedKey(null);
    setAwaitingLoad(false);
    setState({ form: empty, baseline: empty, version: undefined });
    setErrors({});
    setCreateKey(newIdempotencyKey());
    drafts.restore('new');
  };

  const close = async () => {
    if (!(await confirmDiscard())) return;
    setMode('none');
    setSelectedKey(null);
    setAwaitingLoad(false);
    setErrors({});
  };

  const setField = <Name extends keyof Form & string>(name: Name, value: Form[Name]) => {
    setState((current) => ({ ...current, form: { ...current.form, [name]: value } }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _removed, ...rest } = current;
      return rest;
    });
  };

  const saveMutation = useMutation({
    mutationFn: async ({ input, version }: { input: Input; version: number | undefined }) => {
      if (mode === 'create') return { created: true, record: await adapter.create!(input, { idempotencyKey: createKey }) };
      const withVersion = (version === undefined ? input : { ...input, version }) as Input;
      return { created: false, record: await adapter.update(selectedKey as Key, withVersion) };
    },
    onSuccess: ({ created, record }) => {
      drafts.discard(draftKey);
      if (isPendingSync(record)) {
        // The studio was offline: the change waits in its outbox, so "updated successfully"
        // would claim something the server has not seen yet.
        notify.info({ title: 'Saved on this computer', description: savedOfflineText(messages.noun) });
      } else {
        notify.success({ title: 'Success', description: created ? `${messages.noun} created successfully` : (messages.updated ?? `${messages.noun} updated successfully`) });
      }
      if (created) {
        setMode('none');
        setSelectedKey(null);
        const empty = formSpec.empty();
        setState({ form: empty, baseline: empty, version: undefined });
      } else {
        queryClient.setQueryData([...adapter.keys, adapter.keyOf(record)], record);
        load(record);
      }
      setConflict(null);
      void refresh();
    },
    onError: (error) => {
      const current = conflictRecordOf(error);
      if (current !== undefined && mode === 'edit') {
        setConflict(current as Rec);
        return;
      }
      setErrors(fieldErrorsOf(error));
      notify.error({ title: 'Error', description: errorText(error, 'Failed to save') });
    },
  });

  const submit = (form: Form, version: number | undefined) => {
    if (mode === 'none' || (mode === 'edit' && selectedKey === null)) {
      notify.error({ title: 'Error', description: messages.noSelection });
      return;
    }
    const result = formSpec.toInput(form);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    saveMutation.mutate({ input: result.input, version });
  };

  const save = () => submit(state.form, state.version);

  const deleteMutation = useMutation({
    mutationFn: () => adapter.remove!(selectedKey as Key, state.version),
    onSuccess: (result) => {
      if (isPendingSync(result)) notify.info({ title: 'Saved on this computer', description: deletedOfflineText(messages.noun) });
      else notify.success({ title: 'Success', description: `${messages.noun} deleted successfully` });
      drafts.discard(draftKey);
      setDeleteOpen(false);
      setMode('none');
      setSelectedKey(null);
      const empty = formSpec.empty();
      setState({ form: empty, baseline: empty, version: undefined });
      queryClient.removeQueries({ queryKey: [...adapter.keys, selectedKey] });
      void refresh();
    },
    onError: (error) => {
      setDeleteOpen(false);
      notify.error({ title: 'Error', description: errorText(error, 'Failed to delete') });
    },
  });

  const confirmDelete = () => {
    if (mode !== 'edit' || selectedKey === null) {
      setDeleteOpen(false);
      notify.error({ title: 'Error', description: messages.noSelection });
      return;
    }
    deleteMutation.mutate();
  };

  const theirs = useMemo(() => (conflict ? formSpec.fromRecord(conflict) : null), [conflict, formSpec]);

  const conflictView: ConflictDialogProps = {
    open: conflict !== null,
    recordLabel: messages.recordLabel,
    fields: formSpec.fields,
    mine: state.form,
    theirs: theirs ?? state.form,
    // The form as loaded is the copy the edit started from: with it the merge is three-way (the studio).
    base: threeWay ? state.baseline : undefined,
    busy: saveMutation.isPending,
    onKeepMine: (values) => {
      if (conflict) submit(values as Form, adapter.versionOf(conflict));
    },
    onTakeTheirs: () => {
      if (!conflict) return;
      queryClient.setQueryData([...adapter.keys, adapter.keyOf(conflict)], conflict);
      drafts.discard(draftKey);
      load(conflict);
      setConflict(null);
      void refresh();
    },
    onMerge: (merged) => {
      if (!conflict || !theirs) return;
      setState({ form: merged as Form, baseline: theirs, version: adapter.versionOf(conflict) });
      setConflict(null);
    },
    onClose: () => setConflict(null),
  };

  return {
    mode,
    selectedKey,
    list,
    item,
    loadingRecord: mode === 'edit' && awaitingLoad && !item.isError,
    loadFailed: mode === 'edit' && item.isError,
    form: state.form,
    version: state.version,
    errors,
    dirty,
    setField: setField as (name: keyof Form & string, value: FormValue) => void,
    select,
    startCreate,
    close,
    save,
    saving: saveMutation.isPending,
    deleteDialog: {
      open: deleteOpen,
      busy: deleteMutation.isPending,
      onOpen: () => setDeleteOpen(true),
      onCancel: () => setDeleteOpen(false),
      onConfirm: confirmDelete,
    },
    conflictView,
  };
}

export type ResourceEditor<Key extends RecordKey, Rec, Form extends FormValues> = ReturnType<typeof useResourceEditor<Key, Rec, unknown, Form>>;
