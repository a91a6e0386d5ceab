// Service areas editor (docs/product/routes.md#admin-screens): neighborhoods and suburbs the consultancy serves.
import { HStack, SimpleGrid, Text } from '@chakra-ui/react';
import type { AdminServiceArea } from '../../contract/service-areas.ts';
import { ScreenHeading } from '../admin-shell.tsx';
import { AdminPageMeta } from '../page-meta.tsx';
import { EditorLayout } from '../editor/editor-layout.tsx';
import { NumberField, SelectField, SwitchField, TextAreaField, TextField } from '../editor/form-controls.tsx';
import { ActiveBadge } from '../editor/status-badges.tsx';
import { StringListField } from '../editor/string-list-field.tsx';
import { useResourceEditor } from '../editor/use-resource-editor.ts';

const groupByType = (areas: AdminServiceArea[]) => {
  const sorted = [...areas].sort((a, b) => a.displayOrder - b.displayOrder || a.name.localeCompare(b.name));
  return [
    { label: 'Neighborhoods', items: sorted.filter((area) => area.type === 'neighborhood') },
    { label: 'Suburbs', items: sorted.filter((area) => area.type === 'suburb') },
  ].filter((group) => group.items.length > 0);
};

export function ServiceAreasScreen() {
  const editor = useResourceEditor('serviceAreas', { noSelection: 'No area selected' });
  const { bind } = editor;

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
        deleteTitle="Are you sure?"
      >
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField {...bind.text('name')} />
          <TextField {...bind.text('slug')} />
        </SimpleGrid>
        <SelectField {...bind.choice('type')} />
        <TextAreaField {...bind.longText('description')} />
        <StringListField {...bind.list('highlights')} />
        <TextField {...bind.text('seoTitle')} />
        <TextAreaField {...bind.longText('seoDescription')} rows={3} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="end">
          <NumberField {...bind.number('displayOrder')} />
          <SwitchField {...bind.toggle('active')} />
        </SimpleGrid>
      </EditorLayout>
    </>
  );
}
