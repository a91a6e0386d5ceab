// Testimonials editor (issue 24, decision 230): clients' words, shown on the home page, About and
// the page of the neighborhood or town a testimonial names.
import { useMemo } from 'react';
import { HStack, SimpleGrid, Text } from '@chakra-ui/react';
import type { AdminTestimonial } from '../../contract/testimonials.ts';
import { ScreenHeading } from '../admin-shell.tsx';
import { AdminPageMeta } from '../page-meta.tsx';
import { EditorLayout } from '../editor/editor-layout.tsx';
import { ImageField } from '../editor/image-field.tsx';
import { NumberField, SwitchField, TextAreaField, TextField } from '../editor/form-controls.tsx';
import { ActiveBadge } from '../editor/status-badges.tsx';
import { useResourceEditor } from '../editor/use-resource-editor.ts';

export function TestimonialsScreen() {
  const editor = useResourceEditor('testimonials', { noSelection: 'No testimonial selected' });
  const { bind } = editor;
  const records = useMemo(
    () => [...(editor.list.data ?? [])].sort((a, b) => a.displayOrder - b.displayOrder || a.name.localeCompare(b.name)),
    [editor.list.data],
  );

  return (
    <>
      <AdminPageMeta title="Testimonials" />
      <ScreenHeading title="Testimonials" description="Clients’ words, on the home page, About and the page of the area they name." />
      <EditorLayout
        editor={editor}
        noun="Testimonial"
        listTitle="All Testimonials"
        createLabel="Add Testimonial"
        emptyText="No testimonials yet. Add your first client’s words!"
        idleText="Select a testimonial to edit, or add a new one."
        records={editor.list.isPending ? undefined : records}
        keyOf={(testimonial: AdminTestimonial) => testimonial.id}
        renderItem={(testimonial: AdminTestimonial) => (
          <>
            <Text fontWeight="semibold">{testimonial.name}</Text>
            <Text fontSize="sm" color="fg.muted" lineClamp={2}>
              {testimonial.place} · “{testimonial.quote}”
            </Text>
            <HStack mt="1" gap="1.5" wrap="wrap">
              <Text as="span" fontSize="sm" color="fg.muted">
                Order {testimonial.displayOrder}
              </Text>
              <ActiveBadge active={testimonial.active} />
            </HStack>
          </>
        )}
        deleteTitle="Delete Testimonial"
      >
        <TextAreaField {...bind.longText('quote')} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField {...bind.text('name')} />
          <TextField {...bind.text('role')} />
        </SimpleGrid>
        <TextField {...bind.text('place')} />
        <ImageField legend="Photo" url={bind.text('imageUrl')} alt={bind.text('imageAlt')} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="end">
          <NumberField {...bind.number('displayOrder')} />
          <SwitchField {...bind.toggle('active')} />
        </SimpleGrid>
      </EditorLayout>
    </>
  );
}
