// The colours of each kind of admin toast. Chakra's own (white on green.600, with the description
// faded) gave the success toast's text 2.63:1; every pair here passes WCAG AA (4.5:1) for small
// text, checked by toast-colors.test.ts and the traps end-to-end spec.
import { brandColors } from '../brand.ts';

export type ToastKind = 'success' | 'info' | 'error';

export const TOAST_COLORS: Record<ToastKind, { bg: string; fg: string }> = {
  success: { bg: '#166534', fg: '#ffffff' },
  info: { bg: brandColors.indigo[600], fg: '#ffffff' },
  error: { bg: '#991B1B', fg: '#ffffff' },
};
