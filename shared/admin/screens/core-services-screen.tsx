// Core services editor (docs/product/routes.md#admin-screens): the consultancy services on the Services page.
import { useMemo } from 'react';
import { Badge, Box, Center, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import type { AdminCoreService } from '../../contract/core-services.ts';
import { ScreenHeading } from '../admin-shell.tsx';
import { AdminPageMeta } from '../page-meta.tsx';
import { EditorLayout } from '../editor/editor-layout.tsx';
import { NumberField, SelectField, SwitchField, TextAreaField, TextField } from '../editor/form-controls.tsx';
import { ActiveBadge } from '../editor/status-badges.tsx';
import { StringListField } from '../editor/string-list-field.tsx';
import { useResourceEditor } from '../editor/use-resource-editor.ts';
import { serviceIcon } from '../../service-icons.ts';

export function CoreServicesScreen() {
  const editor = useResourceEditor('coreServices', { noSelection: 'No service selected' });
  const { bind } = editor;
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
        deleteTitle="Delete Core Service"
      >
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField {...bind.text('title')} />
          <TextField {...bind.text('slug')} />
        </SimpleGrid>
        <TextAreaField {...bind.longText('description')} />
        <StringListField {...bind.list('features')} />
        <IconPicker {...bind.choice('iconName')} />
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" alignItems="end">
          <NumberField {...bind.number('displayOrder')} />
          <SwitchField {...bind.toggle('isFree')} />
          <SwitchField {...bind.toggle('active')} />
        </SimpleGrid>
      </EditorLayout>
    </>
  );
}

/** The icon select with, beside it, the icon the Services page will draw for the choice (Sparkles when none). */
function IconPicker(props: Parameters<typeof SelectField>[0]) {
  const { icon: Icon, name } = serviceIcon(props.value);
  return (
    <HStack align="end" gap="3">
      <Box flex="1">
        <SelectField {...props} />
      </Box>
      <Center boxSize="10" flexShrink={0} borderWidth="1px" rounded="md" bg="white" color="brand.fg" data-testid="icon-preview" data-icon={name} aria-hidden>
        <Icon size={20} />
      </Center>
    </HStack>
  );
}
