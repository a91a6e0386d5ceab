// The admin's own parts that a record type's screen names in its definition (RecordWidgetName,
// shared/contract/resource-definition.ts): in the form, beside the fields or drawing one; in the
// list, among a record's tags. Each is written once here, for whichever record type names it.
import type { ComponentType } from 'react';
import { Box, Center, HStack, Text } from '@chakra-ui/react';
import type { AdminBlogPost } from '../../../contract/blog.ts';
import type { AdminProduct } from '../../../contract/products.ts';
import type { RecordWidgetName } from '../../../contract/resource-definition.ts';
import { serviceIcon } from '../../../service-icons.ts';
import { PostStatusBadge } from '../../screens/post-status-badge.tsx';
import { ProductPalette } from '../../screens/product-palette.tsx';
import { SelectField } from '../form-controls.tsx';
import { anyBindings } from '../field-bindings.ts';
import { fromDateTimeLocal } from '../form-values.ts';
import type { ResourceEditor } from '../use-resource-editor.ts';

export interface WidgetProps {
  editor: ResourceEditor;
  /** The field the widget draws, when it draws one. */
  field?: string;
}

interface RecordWidget {
  /** Its place in the form. */
  Form?: ComponentType<WidgetProps>;
  /** Its tag in a record's line of the list. */
  Tag?: ComponentType<{ record: Record<string, unknown> }>;
}

/** The product's palette, made by the server from the saved picture, with Recompute (Rug Fit). */
function ProductPaletteWidget({ editor }: WidgetProps) {
  if (editor.mode !== 'create' && !editor.item.data) return null;
  const gallery = (editor.form as Record<string, unknown>).gallery as { url: string }[] | undefined;
  return <ProductPalette saved={editor.mode === 'edit' ? (editor.item.data as AdminProduct) : undefined} imageUrl={gallery?.[0]?.url ?? ''} />;
}

/** The post's status as the form stands: Published, Draft or Scheduled for its date. */
function PostStatusLine({ editor }: WidgetProps) {
  const form = editor.form as Record<string, unknown>;
  return (
    <HStack gap="2" aria-live="polite">
      <Text as="span" fontSize="sm" color="fg.muted">
        Status:
      </Text>
      <PostStatusBadge published={form.published === true} publishedAt={fromDateTimeLocal(String(form.publishedAt ?? ''))} />
    </HStack>
  );
}

function PostStatusTag({ record }: { record: Record<string, unknown> }) {
  const post = record as unknown as AdminBlogPost;
  return <PostStatusBadge published={post.published} publishedAt={post.publishedAt} />;
}

/** The icon select with, beside it, the icon the Services page will draw for the choice (Sparkles when none). */
function ServiceIconPicker({ editor, field = 'iconName' }: WidgetProps) {
  const props = anyBindings(editor).choice(field);
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

export const RECORD_WIDGETS: Record<RecordWidgetName, RecordWidget> = {
  productPalette: { Form: ProductPaletteWidget },
  postStatus: { Form: PostStatusLine, Tag: PostStatusTag },
  serviceIcon: { Form: ServiceIconPicker },
};
