// The page editor's content (docs/product/rules.md#settled-in-the-third-round): the page's sections as forms, in order, each
// with its drag handle, Move up, Move down, Duplicate, Hide and Remove, a place above each to
// insert a new section there, and a new section of any kind the page may hold at the end. The
// spec's JSON text area (and its "Invalid JSON: Content must be valid JSON") is behind "Edit as
// JSON": both edit the same JSON, so a change in one shows in the other. The page view
// (page-view.tsx) asks for a field by `reveal`: its section opens and the field gets the focus.
import { useEffect, useRef, useState } from 'react';
import { Box, Fieldset, Flex, Stack, Text } from '@chakra-ui/react';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type Modifier } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { FieldErrors } from '../../../contract/errors.ts';
import { kindAllowedOn, SECTION_KIND_NAMES, type SectionKindName } from '../../../contract/sections/section-kinds.ts';
import { sectionFieldPath } from '../../../contract/sections/section-paths.ts';
import { SwitchField, TextAreaField } from '../form-controls.tsx';
import type { FormValue } from '../form-values.ts';
import { AddSection, InsertPoint } from './add-section.tsx';
import { bringToFocus, controlOf } from './field-focus.ts';
import { SectionCard } from './section-card.tsx';
import { applyChange, type Change } from './section-field.tsx';
import { sectionLabel } from './section-label.ts';
import { duplicateSection, emptySection, moved, readContent, writeContent, type EditedContent } from './section-values.ts';

/** A field the owner asked for (by clicking its words in the page view): its section's place and its path inside it. */
export interface FieldRequest {
  index: number;
  field: string;
}

interface SectionsEditorProps {
  pageSlug: string;
  /** The content field's name ("content") and its JSON text. */
  name: string;
  json: string;
  errors: FieldErrors;
  /** The spec's JSON text area's props (label, help, error, value, onChange). */
  jsonField: Parameters<typeof TextAreaField>[0];
  update(update: (json: FormValue) => FormValue): void;
  clearErrors(path: string): void;
  /** Each new request opens its section and focuses the field. */
  reveal?: FieldRequest | null;
  /** The section whose controls have the focus. */
  onActive?(index: number): void;
}

/** The sections' errors in a line each, for the JSON view: "Section 2 (Hero) › heading: Page heading is required". */
function contentErrors(name: string, errors: FieldErrors, content: EditedContent | undefined): string | undefined {
  const lines = Object.entries(errors).flatMap(([path, message]) => {
    if (path === name) return [message];
    const match = new RegExp(`^${name}\\.sections\\.(\\d+)\\.(.+)$`).exec(path);
    if (!match) return [];
    const section = content?.sections[Number(match[1])];
    return [`Section ${Number(match[1]) + 1}${section ? ` (${sectionLabel(section)})` : ''} › ${match[2]}: ${message}`];
  });
  return lines.length ? lines.join('\n') : undefined;
}

/** A dragged section moves up and down only. */
const alongTheList: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/** What a screen reader hears while a section is dragged with the keyboard, by the sections' names and places. */
function announcements(labelOf: (id: unknown) => string, placeOf: (id: unknown) => number, count: number): Announcements {
  const at = (id: unknown) => `position ${placeOf(id) + 1} of ${count}`;
  return {
    onDragStart: ({ active }) => `Picked up ${labelOf(active.id)}, at ${at(active.id)}.`,
    onDragOver: ({ active, over }) => (over ? `${labelOf(active.id)} is over ${at(over.id)}.` : `${labelOf(active.id)} is not over the list.`),
    onDragEnd: ({ active, over }) => (over ? `${labelOf(active.id)} was dropped at ${at(over.id)}.` : `${labelOf(active.id)} was dropped where it was.`),
    onDragCancel: ({ active }) => `Moving ${labelOf(active.id)} was cancelled; it is back where it was.`,
  };
}

const INSTRUCTIONS = {
  draggable: 'To move a section with the keyboard, press Space to pick it up, the up and down arrows to move it, Space again to drop it, or Escape to cancel.',
};

export function SectionsEditor({ pageSlug, name, json, errors, jsonField, update, clearErrors, reveal, onActive }: SectionsEditorProps) {
  const content = readContent(json);
  const [asJson, setAsJson] = useState(false);
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  /** Where the kind picker stands open: above the section at this place. */
  const [insertAt, setInsertAt] = useState<number | null>(null);
  const root = useRef<HTMLFieldSetElement>(null);
  const kinds = SECTION_KIND_NAMES.filter((kind) => kindAllowedOn(kind, pageSlug));
  const showJson = asJson || content === undefined;
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  const change = (edit: (current: EditedContent) => EditedContent) =>
    update((current) => {
      const latest = readContent(String(current));
      return latest ? writeContent(edit(latest)) : current;
    });
  const changeField = (index: number, field: string, fieldChange: Change) => {
    clearErrors(sectionFieldPath(name, index, field));
    change((current) => ({ ...current, sections: current.sections.map((section, at) => (at === index ? { ...section, [field]: applyChange(section[field], fieldChange) } : section)) }));
  };
  // Errors name sections by place: once the places change they would point at other sections.
  const reorder = (edit: (current: EditedContent) => EditedContent) => {
    clearErrors(`${name}.sections`);
    change(edit);
  };
  const open = (id: string) => setOpened((current) => new Set([...current, id]));
  const toggle = (id: string) => setOpened((current) => new Set(current.has(id) ? [...current].filter((other) => other !== id) : [...current, id]));
  const hasErrors = (index: number) => Object.keys(errors).some((key) => key.startsWith(`${sectionFieldPath(name, index)}.`));
  const taken = () => content?.sections.map((item) => item.id) ?? [];

  /** A new section of `kind` at `place` (the end when it is the count), opened. */
  const add = (kind: SectionKindName, place: number) => {
    const section = emptySection(kind, taken());
    reorder((current) => ({ ...current, sections: [...current.sections.slice(0, place), section, ...current.sections.slice(place)] }));
    open(section.id);
    setInsertAt(null);
  };
  const duplicate = (index: number) => {
    const original = content?.sections[index];
    if (!original) return;
    const copy = duplicateSection(original, taken());
    reorder((current) => ({ ...current, sections: [...current.sections.slice(0, index + 1), copy, ...current.sections.slice(index + 1)] }));
    open(copy.id);
  };

  // The page view asked for a field: open its section, then (once its controls are drawn) focus it.
  // Each request once: the effects run after every render, and the content changes with each key.
  const handled = useRef<FieldRequest | null>(null);
  const pending = useRef<FieldRequest | null>(null);
  useEffect(() => {
    if (!reveal || handled.current === reveal || !content) return;
    handled.current = reveal;
    const section = content.sections[reveal.index];
    if (!section) return;
    setAsJson(false);
    setOpened((current) => new Set([...current, section.id]));
    pending.current = reveal;
  }, [reveal, content]);
  useEffect(() => {
    const request = pending.current;
    if (!request || !root.current) return;
    const control = controlOf(root.current, name, request.index, request.field);
    if (!control) return;
    pending.current = null;
    bringToFocus(control);
  });

  // Each section's id in the drag and drop: its own, or (two with one id, after a JSON edit) with its place.
  const sortIds = content?.sections.map((section, index) => (content.sections.findIndex((other) => other.id === section.id) === index ? section.id : `${section.id}-${index}`)) ?? [];
  const placeOf = (id: unknown) => sortIds.indexOf(String(id));
  const labelOf = (id: unknown) => {
    const section = content?.sections[placeOf(id)];
    return section ? sectionLabel(section) : 'The section';
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const from = placeOf(active.id);
    const to = over ? placeOf(over.id) : -1;
    if (from !== -1 && to !== -1 && from !== to) reorder((current) => ({ ...current, sections: moved(current.sections, from, to) }));
  };

  return (
    // A fieldset is as wide as its content at least (min-inline-size: min-content): on a phone it would overflow.
    <Fieldset.Root ref={root} minW="0" borderWidth="1px" borderColor="border" rounded="md" p={{ base: '2', sm: '4' }} bg="gray.50">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Fieldset.Legend fontWeight="semibold" fontSize="lg" px="1">
          Sections
        </Fieldset.Legend>
        <Box>
          <SwitchField name="edit-as-json" label="Edit as JSON" checked={showJson} onChange={(checked) => setAsJson(checked || content === undefined)} />
        </Box>
      </Flex>
      <Fieldset.HelperText color="fg.muted">
        What the page shows, from top to bottom. Open a section to edit it; drag one by its handle to move it; a hidden section stays here but visitors do not see it.
      </Fieldset.HelperText>
      <Fieldset.Content>
        {showJson ? (
          <Stack gap="2">
            {content === undefined && (
              <Text color="fg.error" fontSize="sm" role="status">
                Fix the JSON to edit the sections as forms again.
              </Text>
            )}
            <TextAreaField {...jsonField} error={contentErrors(name, errors, content)} rows={16} monospace />
          </Stack>
        ) : (
          <Stack gap="3">
            {content.sections.length === 0 ? (
              <Text color="fg.muted">This page has no sections yet: add one below.</Text>
            ) : (
              <DndContext
                sensors={sensors}
                collisionDetection={closestCenter}
                modifiers={[alongTheList]}
                onDragEnd={onDragEnd}
                accessibility={{ announcements: announcements(labelOf, placeOf, sortIds.length), screenReaderInstructions: INSTRUCTIONS }}
              >
                <SortableContext items={sortIds} strategy={verticalListSortingStrategy}>
                  <Stack as="ol" gap="2" listStyleType="none" m="0" p="0" aria-label="Sections of the page">
                    {content.sections.map((section, index) => {
                      const label = `Section ${index + 1}: ${sectionLabel(section)}`;
                      return (
                        <SectionCard
                          key={sortIds[index]}
                          sortId={sortIds[index]}
                          section={section}
                          index={index}
                          count={content.sections.length}
                          contentField={name}
                          open={opened.has(section.id) || hasErrors(index)}
                          errors={errors}
                          above={
                            insertAt === index ? (
                              <Box mb="2">
                                <AddSection kinds={kinds} place={{ label: `Insert a section above ${label}`, onCancel: () => setInsertAt(null) }} onAdd={(kind) => add(kind, index)} />
                              </Box>
                            ) : (
                              <InsertPoint label={`Insert here, above ${label}`} onOpen={() => setInsertAt(index)} />
                            )
                          }
                          onToggle={() => toggle(section.id)}
                          onMove={(to) => reorder((current) => ({ ...current, sections: moved(current.sections, index, to) }))}
                          onDuplicate={() => duplicate(index)}
                          onRemove={() => reorder((current) => ({ ...current, sections: current.sections.filter((other) => other.id !== section.id) }))}
                          onChange={(field, fieldChange) => changeField(index, field, fieldChange)}
                          onFocus={() => onActive?.(index)}
                        />
                      );
                    })}
                  </Stack>
                </SortableContext>
              </DndContext>
            )}
            <AddSection kinds={kinds} place="end" onAdd={(kind) => add(kind, content.sections.length)} />
          </Stack>
        )}
      </Fieldset.Content>
    </Fieldset.Root>
  );
}
