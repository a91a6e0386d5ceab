// Service areas editor (spec section 2): neighborhoods and suburbs the consultancy serves.
import { useMemo } from 'react';
import { HStack, SimpleGrid, Text } from '@chakra-ui/react';
import type { AdminServiceArea, ServiceAreaInput } from '../../contract/service-areas.ts';
import { serviceAreaInput } from '../../contract/service-areas.ts';
import { slugify } from '../../domain/slug.ts';
import { useApiClient } from '../api-client-context.tsx';
import { ScreenHeading } from '../admin-shell.tsx';
import { AdminPageMeta } from '../page-meta.tsx';
import { EditorLayout } from '../editor/editor-layout.tsx';
import { NumberField, SelectField, SwitchField, TextAreaField, TextField } from '../editor/form-controls.tsx';
import { numberInput, textOf, validateWith } from '../editor/form-values.ts';
import { crudAdapter } from '../editor/resource-adapter.ts';
import { ActiveBadge } from '../editor/status-badges.tsx';
import { StringListField } from '../editor/string-list-field.tsx';
import { useResourceEditor, type EditorForm } from '../editor/use-resource-editor.ts';

type AreaForm = {
  name: string;
  slug: string;
  type: string;
  description: string;
  highlights: string[];
  seoTitle: string;
  seoDescription: string;
  displayOrder: string;
  active: boolean;
};

const TYPE_OPTIONS = [
  { value: 'neighborhood', label: 'Neighborhood' },
  { value: 'suburb', label: 'Suburb' },
];

export const serviceAreaForm: EditorForm<AdminServiceArea, ServiceAreaInput, AreaForm> = {
  empty: () => ({ name: '', slug: '', type: 'neighborhood', description: '', highlights: [], seoTitle: '', seoDescription: '', displayOrder: '0', active: true }),
  fromRecord: (area) => ({
    name: area.name,
    slug: area.slug,
    type: area.type,
    description: textOf(area.description),
    highlights: area.highlights,
    seoTitle: textOf(area.seoTitle),
    seoDescription: textOf(area.seoDescription),
    displayOrder: textOf(area.displayOrder),
    active: area.active,
  }),
  toInput: (form) =>
    validateWith<ServiceAreaInput>(serviceAreaInput, {
      ...form,
      slug: form.slug.trim() || slugify(form.name),
      displayOrder: numberInput(form.displayOrder),
    }),
  fields: [
    { name: 'name', label: 'Name' },
    { name: 'slug', label: 'Slug' },
    { name: 'type', label: 'Type' },
    { name: 'description', label: 'Description' },
    { name: 'highlights', label: 'Highlights' },
    { name: 'seoTitle', label: 'SEO title' },
    { name: 'seoDescription', label: 'SEO description' },
    { name: 'displayOrder', label: 'Display order' },
    { name: 'active', label: 'Active' },
  ],
};

const groupByType = (areas: AdminServiceArea[]) => {
  const sorted = [...areas].sort((a, b) => a.displayOrder - b.displayOrder || a.name.localeCompare(b.name));
  return [
    { label: 'Neighborhoods', items: sorted.filter((area) => area.type === 'neighborhood') },
    { label: 'Suburbs', items: sorted.filter((area) => area.type === 'suburb') },
  ].filter((group) => group.items.length > 0);
};

export function ServiceAreasScreen() {
  const client = useApiClient();
  const adapter = useMemo(() => crudAdapter(client.serviceAreas, ['admin', 'service-areas']), [client]);
  const editor = useResourceEditor(adapter, serviceAreaForm, { noun: 'Service area', recordLabel: 'service area', noSelection: 'No area selected' });
  const { form, errors, setField } = editor;

  return (
    <>
      <AdminPageMeta title="Service Areas" />
      <ScreenHeading title="Service Areas" description="The Chicagoland neighborhoods and suburbs shown on the Service Areas page." />
      <EditorLayout
        editor={editor}
        noun="Service Area"
        listTitle="All Areas"
        createLabel="Add Service Area"
        emptyText="No service areas yet. Add your first area!"
        idleText="Select an area to edit, or add a new one."
        groups={groupByType}
        keyOf={(area: AdminServiceArea) => area.id}
        renderItem={(area: AdminServiceArea) => (
          <HStack justify="space-between" gap="2">
            <Text fontWeight="semibold">{area.name}</Text>
            <HStack gap="2" flexShrink={0}>
              <Text fontSize="sm" color="fg.muted">
                Order {area.displayOrder}
              </Text>
              <ActiveBadge active={area.active} />
            </HStack>
          </HStack>
        )}
        deleteDialog={{ title: 'Are you sure?', message: 'This service area will be permanently deleted. This action cannot be undone.' }}
      >
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField label="Name" name="name" required value={form.name} error={errors.name} onChange={(value) => setField('name', value)} />
          <TextField label="Slug" name="slug" value={form.slug} error={errors.slug} helper="Leave empty to generate it from the name." onChange={(value) => setField('slug', value)} />
        </SimpleGrid>
        <SelectField label="Type" name="type" options={TYPE_OPTIONS} value={form.type} error={errors.type} onChange={(value) => setField('type', value)} />
        <TextAreaField label="Description" name="description" value={form.description} error={errors.description} onChange={(value) => setField('description', value)} />
        <StringListField label="Highlights" itemLabel="Highlight" name="highlightDraft" items={form.highlights} error={errors.highlights} onChange={(items) => setField('highlights', items)} />
        <TextField label="SEO title" name="seoTitle" value={form.seoTitle} error={errors.seoTitle} onChange={(value) => setField('seoTitle', value)} />
        <TextAreaField label="SEO description" name="seoDescription" rows={3} value={form.seoDescription} error={errors.seoDescription} placeholder="150-160 characters" onChange={(value) => setField('seoDescription', value)} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="end">
          <NumberField label="Display order" name="displayOrder" min={0} step={1} value={form.displayOrder} error={errors.displayOrder} onChange={(value) => setField('displayOrder', value)} />
          <SwitchField label="Active" name="active" checked={form.active} onChange={(value) => setField('active', value)} />
        </SimpleGrid>
      </EditorLayout>
    </>
  );
}
