// The `sizes` paired with an uploaded image's srcset, per place an image appears. Kept equal to
// IMAGE_SIZES in shared/contract/media.ts (a test checks it): importing that module would pull
// zod and every media schema into the public pages' chunks.
export const IMAGE_SIZES = {
  card: '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
  detail: '(min-width: 1024px) 50vw, 100vw',
  article: '(min-width: 896px) 896px, 100vw',
} as const;
