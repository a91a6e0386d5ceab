// Products editor (spec section 2): the shop's catalogue.
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Badge, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import type { AdminProduct, ProductInput } from '../../contract/products.ts';
import { productInput } from '../../contract/products.ts';
import { collectionName, COLLECTIONS } from '../../domain/collections.ts';
import { formatPrice } from '../../domain/format.ts';
import { slugify } from '../../domain/slug.ts';
import { useApiClient } from '../api-client-context.tsx';
import { ScreenHeading } from '../admin-shell.tsx';
import { namesRecord, recordIn } from '../record-address.ts';
import { AdminPageMeta } from '../page-meta.tsx';
import { EditorLayout } from '../editor/editor-layout.tsx';
import { ImageField } from '../editor/image-field.tsx';
import { NumberField, SelectField, SwitchField, TextAreaField, TextField } from '../editor/form-controls.tsx';
import { numberInput, textOf, validateWith } from '../editor/form-values.ts';
import { crudAdapter } from '../editor/resource-adapter.ts';
import { ActiveBadge } from '../editor/status-badges.tsx';
import { useResourceEditor, type EditorForm } from '../editor/use-resource-editor.ts';

interface ProductForm {
  [field: string]: string | boolean;
  name: string;
  slug: string;
  description: string;
  price: string;
  roiMultiplier: string;
  roiDisclaimer: string;
  collection: string;
  size: string;
  imageUrl: string;
  imageAlt: string;
  fiber: string;
  origin: string;
  petSafeNotes: string;
  featured: boolean;
  active: boolean;
  displayOrder: string;
}

const COLLECTION_OPTIONS = COLLECTIONS.filter((option) => option.id !== 'all').map((option) => ({ value: option.id, label: option.name }));

const hasRoi = (form: ProductForm) => {
  const value = Number(form.roiMultiplier);
  return form.roiMultiplier.trim() !== '' && Number.isFinite(value) && value > 0;
};

export const productForm: EditorForm<AdminProduct, ProductInput, ProductForm> = {
  empty: () => ({
    name: '',
    slug: '',
    description: '',
    price: '',
    roiMultiplier: '0',
    roiDisclaimer: '',
    collection: '',
    size: '',
    imageUrl: '',
    imageAlt: '',
    fiber: '',
    origin: '',
    petSafeNotes: '',
    featured: false,
    active: true,
    displayOrder: '0',
  }),
  fromRecord: (product) => ({
    name: product.name,
    slug: product.slug,
    description: textOf(product.description),
    price: textOf(product.price),
    roiMultiplier: textOf(product.roiMultiplier ?? 0),
    roiDisclaimer: textOf(product.roiDisclaimer),
    collection: product.collection,
    size: textOf(product.size),
    imageUrl: textOf(product.imageUrl),
    imageAlt: textOf(product.imageAlt),
    fiber: textOf(product.fiber),
    origin: textOf(product.origin),
    petSafeNotes: textOf(product.petSafeNotes),
    featured: product.featured,
    active: product.active,
    displayOrder: textOf(product.displayOrder),
  }),
  toInput: (form) => {
    const roi = hasRoi(form);
    const multiplier = numberInput(form.roiMultiplier);
    return validateWith<ProductInput>(productInput, {
      name: form.name,
      slug: form.slug.trim() || slugify(form.name),
      description: form.description,
      price: numberInput(form.price),
      // 0 or empty means no ROI claim: both ROI fields go as null.
      roiMultiplier: roi ? multiplier : typeof multiplier === 'string' ? multiplier : null,
      roiDisclaimer: roi ? form.roiDisclaimer : null,
      collection: form.collection,
      size: form.size,
      imageUrl: form.imageUrl,
      imageAlt: form.imageAlt,
      fiber: form.fiber,
      origin: form.origin,
      petSafeNotes: form.petSafeNotes,
      featured: form.featured,
      active: form.active,
      displayOrder: numberInput(form.displayOrder),
    });
  },
  fields: [
    { name: 'name', label: 'Name' },
    { name: 'slug', label: 'Slug' },
    { name: 'description', label: 'Description' },
    { name: 'price', label: 'Price' },
    { name: 'roiMultiplier', label: 'ROI multiplier' },
    { name: 'roiDisclaimer', label: 'ROI disclaimer' },
    { name: 'collection', label: 'Collection' },
    { name: 'size', label: 'Size' },
    { name: 'imageUrl', label: 'Image URL' },
    { name: 'imageAlt', label: 'Image description' },
    { name: 'fiber', label: 'Fiber' },
    { name: 'origin', label: 'Origin' },
    { name: 'petSafeNotes', label: 'Pet-safe notes' },
    { name: 'featured', label: 'Featured' },
    { name: 'active', label: 'Active' },
    { name: 'displayOrder', label: 'Display order' },
  ],
};

export function ProductsScreen() {
  const client = useApiClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const adapter = useMemo(() => crudAdapter(client.products, ['admin', 'products']), [client]);
  // /admin/products?id=12 (the inbox's link to the product a message is about) opens that product.
  const editor = useResourceEditor(adapter, productForm, { noun: 'Product', recordLabel: 'product', noSelection: 'No product selected' }, { initialKey: recordIn(searchParams) });
  const { form, errors, setField } = editor;

  useEffect(() => {
    if (namesRecord(searchParams)) setSearchParams({}, { replace: true });
  }, [searchParams, setSearchParams]);

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
        deleteDialog={{ title: 'Delete Product', message: 'This product will be permanently deleted. This action cannot be undone.' }}
      >
        <TextField label="Name" name="name" required value={form.name} error={errors.name} onChange={(value) => setField('name', value)} />
        <TextField label="Slug" name="slug" value={form.slug} error={errors.slug} helper="Leave empty to generate it from the name." onChange={(value) => setField('slug', value)} />
        <TextAreaField label="Description" name="description" value={form.description} error={errors.description} onChange={(value) => setField('description', value)} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <NumberField label="Price" name="price" required min={0} step={0.01} value={form.price} error={errors.price} onChange={(value) => setField('price', value)} />
          <SelectField label="Collection" name="collection" required placeholder="Select a collection" options={COLLECTION_OPTIONS} value={form.collection} error={errors.collection} onChange={(value) => setField('collection', value)} />
        </SimpleGrid>
        <NumberField
          label="ROI multiplier"
          name="roiMultiplier"
          min={0}
          max={2}
          step={0.01}
          value={form.roiMultiplier}
          error={errors.roiMultiplier}
          helper="0 to 2.0. Leave at 0 for no ROI claim."
          onChange={(value) => setField('roiMultiplier', value)}
        />
        {hasRoi(form) && (
          <TextAreaField label="ROI disclaimer" name="roiDisclaimer" required value={form.roiDisclaimer} error={errors.roiDisclaimer} onChange={(value) => setField('roiDisclaimer', value)} />
        )}
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <TextField label="Size" name="size" value={form.size} error={errors.size} placeholder="8' x 10'" onChange={(value) => setField('size', value)} />
          <TextField label="Fiber" name="fiber" value={form.fiber} error={errors.fiber} onChange={(value) => setField('fiber', value)} />
          <TextField label="Origin" name="origin" value={form.origin} error={errors.origin} onChange={(value) => setField('origin', value)} />
        </SimpleGrid>
        <ImageField
          url={form.imageUrl}
          alt={form.imageAlt}
          urlError={errors.imageUrl}
          altError={errors.imageAlt}
          onUrlChange={(value) => setField('imageUrl', value)}
          onAltChange={(value) => setField('imageAlt', value)}
        />
        <TextAreaField
          label="Pet-safe notes"
          name="petSafeNotes"
          value={form.petSafeNotes}
          error={errors.petSafeNotes}
          helper="Material review notes, not certification."
          onChange={(value) => setField('petSafeNotes', value)}
        />
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" alignItems="end">
          <NumberField label="Display order" name="displayOrder" min={0} step={1} value={form.displayOrder} error={errors.displayOrder} onChange={(value) => setField('displayOrder', value)} />
          <SwitchField label="Featured" name="featured" checked={form.featured} onChange={(value) => setField('featured', value)} />
          <SwitchField label="Active" name="active" checked={form.active} onChange={(value) => setField('active', value)} />
        </SimpleGrid>
      </EditorLayout>
    </>
  );
}
