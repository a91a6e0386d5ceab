// One editor of a resource of the resource table, composed from small hooks: which record is
// shown (use-editor-selection), the form (use-editor-form, derived by resource-form), drafts
// (drafts.tsx), saving and deleting (use-editor-writes) and the conflict view
// (use-editor-conflict). Each screen adds only its layout. What the client did with a write
// (the server has it, or it was kept to send later) comes back in the client's answer.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { keyFromText, knownKeys } from '../../contract/keyed-records.ts';
import { uidOf } from '../../contract/record-identity.ts';
import { fieldIn, namesRecord, recordTextIn, withoutRecord } from '../record-address.ts';
import { useFocusAddressedField } from './addressed-field.ts';
import { RESOURCES, type RecordOf, type Resources } from '../../contract/resources.ts';
import type { ResourceName } from '../../contract/resource-addresses.ts';
import type { ResourceDefinition } from '../../contract/resource-definition.ts';
import type { Revision } from '../../contract/revisions.ts';
import { useApiClient } from '../api-client-context.tsx';
import { useNotify } from '../toaster.tsx';
import { useReportDirty } from '../unsaved-changes.tsx';
import { useEditorDrafts } from './drafts.tsx';
import { fieldBindings } from './field-bindings.ts';
import { sameValues } from './form-values.ts';
import { recordSource, type RecordKeyOf } from './record-source.ts';
import { resourceForm, type FormOf } from './resource-form.ts';
import { useEditorConflict } from './use-editor-conflict.ts';
import { useEditorForm, versionOf } from './use-editor-form.ts';
import { useEditorSelection } from './use-editor-selection.ts';
import { useEditorWrites, type WriteHandlers } from './use-editor-writes.ts';
import { useRestore } from './history/use-restore.ts';
import { useOpenRequests } from './open-request.ts';

const newIdempotencyKey = () => globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** A draft reopened over the record `server` (null: a new record's draft). */
interface RestoredDraft<Rec> {
  server: Rec | null;
  takenFromServer: string[];
  bothChanged: string[];
}

const labelsOf = (spec: { fields: readonly { name: string; label: string }[] }, names: string[]) => spec.fields.filter((field) => names.includes(field.name)).map((field) => field.label);

const recordNameOf = (resource: ResourceDefinition, form: Record<string, unknown> | undefined) =>
  form && resource.titleField ? String(form[resource.titleField] ?? '') : '';

export interface EditorOptions<N extends ResourceName> {
  /** "No product selected": the spec's message for a write with nothing selected. */
  noSelection: string;
  startInCreateMode?: boolean;
  initialKey?: RecordKeyOf<N>;
  /** What a new record starts with, from the records listed (the blog's last author). */
  createDefaults?(records: RecordOf<N>[]): Partial<FormOf<Resources[N]['fields']>>;
}

export function useResourceEditor<N extends ResourceName>(name: N, options: EditorOptions<N>) {
  const resource: Resources[N] = RESOURCES[name];
  const client = useApiClient();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const source = useMemo(() => recordSource(client, name), [client, name]);
  const spec = resourceForm<N>(resource);

  // An address naming a record (/admin/pages?id=about: the media library's and the inbox's links)
  // opens it, and a field it names (&field=seoTitle: the launch checklist's) is focused; the
  // parameters are then dropped, so a reload or Back does not reopen them over later choices.
  const [searchParams, setSearchParams] = useSearchParams();
  const [addressedKey] = useState(() => {
    const text = recordTextIn(searchParams);
    return text === null ? undefined : (keyFromText(resource, text) as RecordKeyOf<N> | undefined);
  });
  const [addressedField] = useState(() => fieldIn(searchParams));
  useEffect(() => {
    if (namesRecord(searchParams)) setSearchParams(withoutRecord(searchParams), { replace: true });
  }, [searchParams, setSearchParams]);
  const selection = useEditorSelection<RecordKeyOf<N>>({ key: options.initialKey ?? addressedKey, create: options.startInCreateMode });
  const editing = useEditorForm(spec);
  const conflict = useEditorConflict(spec, resource.label);
  const [deleteOpen, setDeleteOpen] = useState(false);
  // Grows with each save refused with field errors (by the form or the server): the layout then focuses the first field in error.
  const [refusals, setRefusals] = useState(0);
  const refuse = (errors: Record<string, string>) => {
    editing.setErrors(errors);
    setRefusals((count) => count + 1);
  };
  const [createKey, setCreateKey] = useState(newIdempotencyKey);
  const { mode, selectedKey, awaitingLoad } = selection;
  useFocusAddressedField(addressedField, mode === 'edit' && !awaitingLoad);

  // The server lists the records whose keys it gives out; the pages' keys are fixed, and the settings are one record.
  const list = useQuery({ queryKey: source.keys, queryFn: () => source.list!(), enabled: knownKeys(resource) === undefined });
  const item = useQuery({ queryKey: [...source.keys, selectedKey], queryFn: () => source.get(selectedKey!), enabled: mode === 'edit' && selectedKey !== null });
  const queued = useQuery({ queryKey: [...source.keys, 'queued'], queryFn: () => client.queuedKeys!(), enabled: Boolean(client.queuedKeys) });

  const dirty = mode !== 'none' && !awaitingLoad && !sameValues(editing.form, editing.baseline);
  const draftKey = mode === 'create' ? 'new' : selectedKey;
  const drafts = useEditorDrafts(name, draftKey, dirty, editing.form, editing.origin, editing.version);
  const [restored, setRestored] = useState<RestoredDraft<RecordOf<N>> | null>(null);
  // A draft arrives after its record is shown: it is applied only if the owner is still on that record.
  const showing = useRef(draftKey);
  useEffect(() => {
    showing.current = draftKey;
  });
  // "Discard changes" (leaving, Back, another record) also drops the saved draft, so the
  // discarded edit does not come back the next time the record is opened.
  const discardDraft = useCallback(() => drafts.discard(draftKey), [drafts, draftKey]);
  useReportDirty(dirty, discardDraft);

  const { load, applyDraft } = editing;
  const { loaded } = selection;
  useEffect(() => {
    if (awaitingLoad && item.data && source.keyOf(item.data) === selectedKey) {
      const record = item.data;
      load(record);
      loaded();
      setRestored(null);
      void drafts.load(selectedKey!).then((draft) => {
        if (!draft || showing.current !== selectedKey) return;
        const merge = applyDraft(draft, record);
        setRestored({ server: record, takenFromServer: labelsOf(spec, merge.takenFromServer), bothChanged: labelsOf(spec, merge.bothChanged) });
      });
    }
  }, [awaitingLoad, item.data, selectedKey, source, load, loaded, drafts, applyDraft, spec]);

  // A newer copy of the record on screen (after a sync in the studio, a refetch in the browser)
  // replaces a form with nothing typed in it; typed changes stay, and saving them meets the newer
  // copy as a conflict to settle. A reopened draft's notice keeps the form it describes.
  const shownVersion = editing.version;
  useEffect(() => {
    if (mode !== 'edit' || awaitingLoad || dirty || restored || !item.data || source.keyOf(item.data) !== selectedKey) return;
    const newer = versionOf(item.data);
    if (newer !== undefined && shownVersion !== undefined && newer > shownVersion) load(item.data);
  }, [mode, awaitingLoad, dirty, restored, item.data, selectedKey, source, shownVersion, load]);

  const { applyDefaults } = editing;
  const defaults = mode === 'create' && list.data && options.createDefaults ? options.createDefaults(list.data as RecordOf<N>[]) : undefined;
  const defaultsKey = defaults && JSON.stringify(defaults);
  useEffect(() => {
    if (defaultsKey) applyDefaults(JSON.parse(defaultsKey));
  }, [defaultsKey, applyDefaults, editing.baseline]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: source.keys });
  const closeRecord = () => {
    selection.clear();
    editing.reset();
    setRestored(null);
  };

  const select = async (key: RecordKeyOf<N>) => {
    if (await selection.open(key)) editing.setErrors({});
  };
  // A toast's "Open it" is clicked after later renders: it calls the editor as it is then.
  const latestSelect = useRef(select);
  useEffect(() => {
    latestSelect.current = select;
  });

  const handlers: WriteHandlers<RecordOf<N>> = {
    open: (record) => void latestSelect.current(source.keyOf(record)),
    saved(record, created) {
      drafts.discard(draftKey);
      if (created) closeRecord();
      else {
        queryClient.setQueryData([...source.keys, source.keyOf(record)], record);
        load(record);
      }
      setRestored(null);
      conflict.clear();
      void refresh();
    },
    deleted() {
      drafts.discard(draftKey);
      closeRecord();
      queryClient.removeQueries({ queryKey: [...source.keys, selectedKey] });
      void refresh();
    },
    conflict: conflict.show,
    refused: refuse,
  };
  const writes = useEditorWrites(source, resource.noun, handlers);
  const restoring = useRestore(source, handlers);

  const nothingSelected = () => notify.error({ title: 'Error', description: options.noSelection });

  async function startCreate() {
    if (!(await selection.create())) return;
    editing.reset();
    editing.setErrors({});
    setCreateKey(newIdempotencyKey());
    setRestored(null);
    const draft = await drafts.load('new');
    if (draft && showing.current === 'new') {
      editing.applyNewDraft(draft);
      setRestored({ server: null, takenFromServer: [], bothChanged: [] });
    }
  }
  // The studio's list of drafts opens one here ("new": the record being created).
  useOpenRequests(name, (key) => void (key === 'new' ? startCreate() : select(key as RecordKeyOf<N>)));

  /** What a save states besides its fields: the version it started from, and the identity of the record it was loaded from (record-identity.ts). */
  const stated = (version: number | undefined) => {
    const uid = uidOf(editing.origin);
    return { ...(version === undefined ? {} : { version }), ...(uid === undefined ? {} : { uid }) };
  };

  const submit = (form: FormOf<Resources[N]['fields']>, version: number | undefined) => {
    if (mode === 'none' || (mode === 'edit' && selectedKey === null)) return nothingSelected();
    const result = spec.toInput(form);
    if (!result.ok) return refuse(result.errors);
    editing.setErrors({});
    if (mode === 'create') writes.save.mutate({ create: true, input: result.input, idempotencyKey: createKey });
    else writes.save.mutate({ create: false, key: selectedKey!, input: { ...result.input, ...stated(version) } as typeof result.input });
  };

  const confirmDelete = () => {
    if (mode !== 'edit' || selectedKey === null) {
      setDeleteOpen(false);
      return nothingSelected();
    }
    writes.remove.mutate({ key: selectedKey, version: editing.version, uid: uidOf(editing.origin) }, { onSettled: () => setDeleteOpen(false) });
  };

  return {
    name,
    resource,
    mode,
    selectedKey,
    list,
    item,
    /** recordKey(resource, id) of the records with a change kept on this computer (the studio). */
    queuedKeys: queued.data ?? [],
    loadingRecord: mode === 'edit' && awaitingLoad && !item.isError,
    loadFailed: mode === 'edit' && item.isError,
    form: editing.form,
    version: editing.version,
    errors: editing.errors,
    /** How many saves were refused with field errors so far. */
    refusals,
    dirty,
    /** The name of the record being edited, as loaded (the resource's titleField): what its delete dialog names. */
    recordName: recordNameOf(resource, mode === 'edit' ? editing.baseline : undefined),
    setField: editing.setField,
    updateField: editing.updateField,
    clearErrors: editing.clearErrors,
    /** The props of each field's control, from the resource table. */
    bind: fieldBindings<Resources[N]['fields']>(resource.fields, editing.form, editing.errors, editing.setField),
    select,
    startCreate,
    async close() {
      if (await selection.close()) editing.setErrors({});
    },
    save: () => submit(editing.form, editing.version),
    saving: writes.save.isPending,
    /** Saves a revision's fields as the next version; the form shows them meanwhile, and in the conflict view. */
    restore(revision: Revision) {
      if (mode !== 'edit' || selectedKey === null) return nothingSelected();
      editing.rebase(spec.fromRecord(revision.fields as RecordOf<N>));
      restoring.mutate({ key: selectedKey, revision, version: editing.version });
    },
    restoring: restoring.isPending,
    deleteDialog: {
      open: deleteOpen,
      busy: writes.remove.isPending,
      onOpen: () => setDeleteOpen(true),
      onCancel: () => setDeleteOpen(false),
      onConfirm: confirmDelete,
    },
    /** A draft reopened in this editor (the studio): what it took from a newer server copy, what was changed on both sides. */
    restoredDraft: restored && {
      ...restored,
      /** Shows the server's copy beside the form now, in the conflict view. */
      compare: restored.server ? () => conflict.show(restored.server!) : undefined,
      dismiss: () => setRestored(null),
    },
    conflictView: conflict.view(
      { form: editing.form, base: editing.originForm, busy: writes.save.isPending || restoring.isPending },
      {
        keepMine: submit,
        takeTheirs(theirs) {
          queryClient.setQueryData([...source.keys, source.keyOf(theirs)], theirs);
          drafts.discard(draftKey);
          load(theirs);
          setRestored(null);
          void refresh();
        },
        merge: editing.rebase,
      },
    ),
  };
}

export type ResourceEditor<N extends ResourceName = ResourceName> = ReturnType<typeof useResourceEditor<N>>;
