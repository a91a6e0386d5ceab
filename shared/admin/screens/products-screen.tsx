// Products editor (docs/product/routes.md#admin-screens): the shop's catalogue.
import { Badge, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import type { AdminProduct } from '../../contract/products.ts';
import { collectionName } from '../../domain/collections.ts';
import { formatPrice } from '../../domain/format.ts';
import { ScreenHeading } from '../admin-shell.tsx';
import { AdminPageMeta } from '../page-meta.tsx';
import { EditorLayout } from '../editor/editor-layout.tsx';
import { GalleryField } from '../editor/gallery-field.tsx';
import { NumberField, SelectField, SwitchField, TextAreaField, TextField } from '../editor/form-controls.tsx';
import { ActiveBadge } from '../editor/status-badges.tsx';
import { useResourceEditor } from '../editor/use-resource-editor.ts';
import { ProductPalette } from './product-palette.tsx';

/** docs/product/rules.md#states-and-transitions: "The ROI disclaimer field appears only while the ROI multiplier is above 0." */
const hasRoi = (multiplier: string) => {
  const value = Number(multiplier);
  return multiplier.trim() !== '' && Number.isFinite(value) && value > 0;
};

export function ProductsScreen() {
  const editor = useResourceEditor('products', { noSelection: 'No product selected' });
  const { form, bind } = editor;

  return (
    <>
      <AdminPageMeta title="Products" />
      <ScreenHeading title="Products" description="The rugs listed in the shop, with prices, collections and ROI notes." />
      <EditorLayout
        editor={editor}
        noun="Product"
        listTitle="All Products"
        createLabel="Create New Product"
        emptyText="No products yet. Create your first product!"
        idleText="Select a product to edit, or create a new one."
        keyOf={(product: AdminProduct) => product.id}
        renderItem={(product: AdminProduct) => (
          <>
            <Text fontWeight="semibold">{product.name}</Text>
            <Text fontSize="sm" color="fg.muted">
              {collectionName(product.collection)} · {formatPrice(product.price)}
            </Text>
            <HStack mt="1" gap="1.5">
              {product.featured && (
                <Badge colorPalette="yellow" variant="solid">
                  Featured
                </Badge>
              )}
              <ActiveBadge active={product.active} />
            </HStack>
          </>
        )}
        deleteTitle="Delete Product"
      >
        <TextField {...bind.text('name')} />
        <TextField {...bind.text('slug')} />
        <TextAreaField {...bind.longText('description')} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <NumberField {...bind.number('price')} />
          <SelectField {...bind.choice('collection')} />
        </SimpleGrid>
        <NumberField {...bind.number('roiMultiplier')} />
        {hasRoi(form.roiMultiplier) && <TextAreaField {...bind.longText('roiDisclaimer')} required />}
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <TextField {...bind.text('size')} />
          <TextField {...bind.text('fiber')} />
          <TextField {...bind.text('origin')} />
        </SimpleGrid>
        <GalleryField {...bind.images('gallery')} />
        {(editor.mode === 'create' || editor.item.data) && <ProductPalette saved={editor.mode === 'edit' ? editor.item.data : undefined} imageUrl={form.gallery[0]?.url ?? ''} />}
        <TextAreaField {...bind.longText('petSafeNotes')} />
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" alignItems="end">
          <NumberField {...bind.number('displayOrder')} />
          <SwitchField {...bind.toggle('featured')} />
          <SwitchField {...bind.toggle('active')} />
        </SimpleGrid>
      </EditorLayout>
    </>
  );
}
