// The page editor's content (docs/product/rules.md#settled-in-the-third-round): the page's sections as forms, in order, each
// with Move up, Move down, Hide and Remove, and a new section of any kind the page may hold. The
// spec's JSON text area (and its "Invalid JSON: Content must be valid JSON") is behind "Edit as
// JSON": both edit the same JSON, so a change in one shows in the other.
import { useState } from 'react';
import { Box, Button, chakra, Fieldset, Flex, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import type { FieldErrors } from '../../../contract/errors.ts';
import { kindAllowedOn, SECTION_KIND_NAMES, SECTION_KINDS, type SectionKindName } from '../../../contract/sections/section-kinds.ts';
import { sectionFieldPath } from '../../../contract/sections/section-paths.ts';
import { SwitchField, TextAreaField } from '../form-controls.tsx';
import type { FormValue } from '../form-values.ts';
import { SectionCard } from './section-card.tsx';
import { applyChange, type Change } from './section-field.tsx';
import { sectionLabel } from './section-label.ts';
import { emptySection, moved, readContent, writeContent, type EditedContent } from './section-values.ts';

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

export function SectionsEditor({ pageSlug, name, json, errors, jsonField, update, clearErrors }: SectionsEditorProps) {
  const content = readContent(json);
  const [asJson, setAsJson] = useState(false);
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const kinds = SECTION_KIND_NAMES.filter((kind) => kindAllowedOn(kind, pageSlug));
  const [chosenKind, setNewKind] = useState<SectionKindName>('richText');
  const newKind = kinds.includes(chosenKind) ? chosenKind : kinds[0];
  const showJson = asJson || content === undefined;

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
  const toggle = (id: string) => setOpened((current) => new Set(current.has(id) ? [...current].filter((other) => other !== id) : [...current, id]));
  const hasErrors = (index: number) => Object.keys(errors).some((key) => key.startsWith(`${sectionFieldPath(name, index)}.`));

  const add = () => {
    const section = emptySection(newKind, content?.sections.map((item) => item.id) ?? []);
    reorder((current) => ({ ...current, sections: [...current.sections, section] }));
    setOpened((current) => new Set([...current, section.id]));
  };

  return (
    // A fieldset is as wide as its content at least (min-inline-size: min-content): on a phone it would overflow.
    <Fieldset.Root minW="0" borderWidth="1px" borderColor="border" rounded="md" p={{ base: '2', sm: '4' }} bg="gray.50">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Fieldset.Legend fontWeight="semibold" fontSize="lg" px="1">
          Sections
        </Fieldset.Legend>
        <Box>
          <SwitchField name="edit-as-json" label="Edit as JSON" checked={showJson} onChange={(checked) => setAsJson(checked || content === undefined)} />
        </Box>
      </Flex>
      <Fieldset.HelperText color="fg.muted">What the page shows, from top to bottom. Open a section to edit it; a hidden section stays here but visitors do not see it.</Fieldset.HelperText>
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
              <Stack as="ol" gap="2" listStyleType="none" m="0" p="0" aria-label="Sections of the page">
                {content.sections.map((section, index) => (
                  <SectionCard
                    // A JSON edit may leave two sections with one id until it is saved (the server refuses it).
                    key={content.sections.findIndex((other) => other.id === section.id) === index ? section.id : `${section.id}-${index}`}
                    section={section}
                    index={index}
                    count={content.sections.length}
                    contentField={name}
                    open={opened.has(section.id) || hasErrors(index)}
                    errors={errors}
                    onToggle={() => toggle(section.id)}
                    onMove={(to) => reorder((current) => ({ ...current, sections: moved(current.sections, index, to) }))}
                    onRemove={() => reorder((current) => ({ ...current, sections: current.sections.filter((other) => other.id !== section.id) }))}
                    onChange={(field, fieldChange) => changeField(index, field, fieldChange)}
                  />
                ))}
              </Stack>
            )}
            <Flex as="section" aria-label="Add a section" gap="2" align="flex-end" wrap="wrap" pt="2">
              <Box flex="1" minW="56">
                <chakra.label htmlFor="new-section-kind" fontWeight="medium" fontSize="sm" display="block" mb="1">
                  New section
                </chakra.label>
                <NativeSelect.Root>
                  <NativeSelect.Field id="new-section-kind" value={newKind} bg="white" onChange={(event) => setNewKind(event.target.value as SectionKindName)}>
                    {kinds.map((kind) => (
                      <option key={kind} value={kind}>
                        {SECTION_KINDS[kind].label}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Box>
              <Button variant="outline" colorPalette="brand" onClick={add}>
                <Plus aria-hidden /> Add section
              </Button>
              <Text fontSize="sm" color="fg.muted" flexBasis="100%">
                {SECTION_KINDS[newKind]?.help}
              </Text>
            </Flex>
          </Stack>
        )}
      </Fieldset.Content>
    </Fieldset.Root>
  );
}
