// Shop collections and the shop's matching and sorting rules (docs/product/rules.md#the-shop).

export const COLLECTIONS = [
  { id: 'all', name: 'All Rugs' },
  { id: 'luxury-wool', name: 'Luxury Wool' },
  { id: 'neutral-modern', name: 'Neutral Modern' },
  { id: 'pet-safe', name: 'Pet-Friendly Materials' },
  { id: 'heritage', name: 'Heritage Collection' },
] as const;

/** The collections a product can belong to (every option but "all"). */
export const PRODUCT_COLLECTION_IDS = ['luxury-wool', 'neutral-modern', 'pet-safe', 'heritage'] as const;
export type ProductCollectionId = (typeof PRODUCT_COLLECTION_IDS)[number];

const normalize = (value: string) => value.toLowerCase().replace(/ /g, '-');

/** Display name of a collection id, or the value itself when it is not a known id. */
export function collectionName(collection: string): string {
  const found = COLLECTIONS.find((option) => option.id === collection || normalize(option.name) === normalize(collection));
  return found ? found.name : collection;
}

/** Resolves an id or display name ("Luxury Wool", "luxury-wool") to a product collection id. */
export function toCollectionId(value: string): ProductCollectionId | null {
  const normalized = normalize(value.trim());
  const found = COLLECTIONS.find((option) => option.id !== 'all' && (option.id === normalized || normalize(option.name) === normalized));
  return found ? (found.id as ProductCollectionId) : null;
}

/**
 * A product matches the selected collection if its collection, lowercased with spaces turned to
 * hyphens, equals the selected id or equals the selected display name. "all" matches everything.
 */
export function matchesCollection(productCollection: string, selectedId: string): boolean {
  if (selectedId === 'all') return true;
  const option = COLLECTIONS.find((candidate) => candidate.id === selectedId);
  const normalized = normalize(productCollection);
  return normalized === selectedId || (option !== undefined && normalized === normalize(option.name));
}

export const SORT_MODES = [
  { id: 'name', name: 'Name' },
  { id: 'price-low', name: 'Price: Low to High' },
  { id: 'price-high', name: 'Price: High to Low' },
  { id: 'roi', name: 'ROI Potential' },
] as const;
export type SortMode = (typeof SORT_MODES)[number]['id'];

export function isSortMode(value: string): value is SortMode {
  return SORT_MODES.some((mode) => mode.id === value);
}

interface Sortable {
  name: string;
  price: number;
  roiMultiplier?: number | null;
}

/** Returns a sorted copy; "roi" is descending roiMultiplier with a missing one counted as 0. */
export function sortProducts<T extends Sortable>(products: readonly T[], mode: SortMode): T[] {
  const copy = [...products];
  const byName = (a: T, b: T) => a.name.localeCompare(b.name);
  switch (mode) {
    case 'price-low':
      return copy.sort((a, b) => a.price - b.price || byName(a, b));
    case 'price-high':
      return copy.sort((a, b) => b.price - a.price || byName(a, b));
    case 'roi':
      return copy.sort((a, b) => (b.roiMultiplier ?? 0) - (a.roiMultiplier ?? 0) || byName(a, b));
    default:
      return copy.sort(byName);
  }
}
