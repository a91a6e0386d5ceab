// Core services editor (spec section 2): the consultancy services on the Services page.
import { useMemo } from 'react';
import { Badge, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import type { AdminCoreService, CoreServiceInput } from '../../contract/core-services.ts';
import { coreServiceInput, ICON_NAMES } from '../../contract/core-services.ts';
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

type ServiceForm = {
  title: string;
  slug: string;
  description: string;
  features: string[];
  iconName: string;
  isFree: boolean;
  displayOrder: string;
  active: boolean;
};

const ICON_OPTIONS = ICON_NAMES.map((name) => ({ value: name, label: name }));

export const coreServiceForm: EditorForm<AdminCoreService, CoreServiceInput, ServiceForm> = {
  empty: () => ({ title: '', slug: '', description: '', features: [], iconName: '', isFree: true, displayOrder: '0', active: true }),
  fromRecord: (service) => ({
    title: service.title,
    slug: service.slug,
    description: service.description,
    features: service.features,
    iconName: textOf(service.iconName),
    isFree: service.isFree,
    displayOrder: textOf(service.displayOrder),
    active: service.active,
  }),
  toInput: (form) =>
    validateWith<CoreServiceInput>(coreServiceInput, {
      ...form,
      slug: form.slug.trim() || slugify(form.title),
      iconName: form.iconName || null,
      displayOrder: numberInput(form.displayOrder),
    }),
  fields: [
    { name: 'title', label: 'Title' },
    { name: 'slug', label: 'Slug' },
    { name: 'description', label: 'Description' },
    { name: 'features', label: 'Features' },
    { name: 'iconName', label: 'Icon' },
    { name: 'isFree', label: 'Free' },
    { name: 'displayOrder', label: 'Display order' },
    { name: 'active', label: 'Active' },
  ],
};

export function CoreServicesScreen() {
  const client = useApiClient();
  const adapter = useMemo(() => crudAdapter(client.coreServices, ['admin', 'core-services']), [client]);
  const editor = useResourceEditor(adapter, coreServiceForm, { noun: 'Core service', recordLabel: 'core service', noSelection: 'No service selected' });
  const { form, errors, setField } = editor;
  const records = useMemo(
    () => [...(editor.list.data ?? [])].sort((a, b) => a.displayOrder - b.displayOrder || a.title.localeCompare(b.title)),
    [editor.list.data],
  );

  return (
    <>
      <AdminPageMeta title="Core Services" />
      <ScreenHeading title="Core Services" description="The consultancy services listed on the Services page." />
      <EditorLayout
        editor={editor}
        noun="Core Service"
        listTitle="All Services"
        createLabel="Add Core Service"
        emptyText="No core services yet. Add your first service!"
        idleText="Select a service to edit, or add a new one."
        records={editor.list.isPending ? undefined : records}
        keyOf={(service: AdminCoreService) => service.id}
        renderItem={(service: AdminCoreService) => (
          <>
            <Text fontWeight="semibold">{service.title}</Text>
            <HStack mt="1" gap="1.5" wrap="wrap">
              <Text as="span" fontSize="sm" color="fg.muted">
                Order {service.displayOrder}
              </Text>
              {service.isFree && (
                <Badge colorPalette="blue" variant="subtle">
                  Free
                </Badge>
              )}
              <ActiveBadge active={service.active} />
            </HStack>
          </>
        )}
        deleteDialog={{ title: 'Delete Core Service', message: 'This core service will be permanently deleted. This action cannot be undone.' }}
      >
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField label="Title" name="title" required value={form.title} error={errors.title} onChange={(value) => setField('title', value)} />
          <TextField label="Slug" name="slug" value={form.slug} error={errors.slug} helper="Leave empty to generate it from the title." onChange={(value) => setField('slug', value)} />
        </SimpleGrid>
        <TextAreaField label="Description" name="description" required value={form.description} error={errors.description} onChange={(value) => setField('description', value)} />
        <StringListField label="Features" itemLabel="Feature" name="featureDraft" items={form.features} error={errors.features} onChange={(items) => setField('features', items)} />
        <SelectField label="Icon" name="iconName" placeholder="No icon" options={ICON_OPTIONS} value={form.iconName} error={errors.iconName} onChange={(value) => setField('iconName', value)} />
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" alignItems="end">
          <NumberField label="Display order" name="displayOrder" min={0} step={1} value={form.displayOrder} error={errors.displayOrder} onChange={(value) => setField('displayOrder', value)} />
          <SwitchField label="Free service" name="isFree" checked={form.isFree} onChange={(value) => setField('isFree', value)} />
          <SwitchField label="Active" name="active" checked={form.active} onChange={(value) => setField('active', value)} />
        </SimpleGrid>
      </EditorLayout>
    </>
  );
}
