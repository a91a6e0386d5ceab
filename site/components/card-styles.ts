// The site's refined card surface, as a style object: spread onto Chakra components in the pages
// and written under a class name by the islands (decision 191).
import { brandColors, withAlpha } from '../../shared/brand.ts';

export const cardStyles = {
  bg: 'bg.panel',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'xl',
  boxShadow: `0 1px 2px ${withAlpha(brandColors.walnut[900], 0.04)}, 0 8px 24px -12px ${withAlpha(brandColors.walnut[900], 0.12)}`,
} as const;
