// The look of the form controls (form-controls.tsx): Chakra's Field, outline Input, Textarea and
// NativeSelect at their "md" and "lg" sizes, and its solid Button, as style objects for the page's
// <head> (site/lib/page-styles.tsx). Type imports only: the islands' browser bundles drop them.
import type { SystemStyleObject } from '@chakra-ui/react';
import type { PageStyleRules } from '../lib/page-styles.tsx';

const control = {
  width: '100%',
  minWidth: '0',
  outline: '0',
  position: 'relative',
  appearance: 'none',
  textAlign: 'start',
  borderRadius: 'l2',
  bg: 'white',
  color: 'fg',
  fontFamily: 'body',
  borderWidth: '1px',
  borderColor: 'border',
  focusVisibleRing: 'inside',
  focusRingColor: 'colorPalette.focusRing',
  _disabled: { layerStyle: 'disabled' },
} as const satisfies SystemStyleObject;

export const formStyles: PageStyleRules = {
  '& .field': { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', width: '100%', position: 'relative', gap: '1.5' },
  '& .field-label': { display: 'flex', alignItems: 'center', textAlign: 'start', textStyle: 'sm', fontWeight: 'medium', gap: '1', userSelect: 'none' },
  '& .field-required': { color: 'fg.error', lineHeight: '1' },
  '& .visually-hidden': { srOnly: true },
  '& .field-control': control,
  '& .field-input': { height: 'var(--input-height)' },
  '& .field-input[data-size=md]': { textStyle: 'sm', px: '3', '--input-height': 'sizes.10' },
  '& .field-input[data-size=lg]': { textStyle: 'md', px: '4', '--input-height': 'sizes.11' },
  '& .field-textarea': { resize: 'vertical' },
  '& .field-textarea[data-size=md]': { textStyle: 'sm', px: '3', py: '2' },
  '& .field-textarea[data-size=lg]': { textStyle: 'md', px: '4', py: '3' },
  '& .field-select': { position: 'relative', width: '100%' },
  '& .field-select-control': { lineHeight: 'normal', height: 'var(--select-height)', '& > option, & > optgroup': { bg: 'bg' } },
  '& .field-select-control[data-size=md]': { textStyle: 'sm', ps: '3', pe: '8', '--select-height': 'sizes.10' },
  '& .field-select-control[data-size=lg]': { textStyle: 'md', ps: '4', pe: '8', '--select-height': 'sizes.11' },
  '& .field-select-chevron': { position: 'absolute', insetEnd: '2.5', top: '50%', transform: 'translateY(-50%)', pointerEvents: 'none', display: 'inline-flex', color: 'fg.muted' },
  '& .honeypot': { position: 'absolute', left: '-10000px', top: 'auto', width: '1px', height: '1px', overflow: 'hidden' },
  // A plain post's outcome (form-outcome.tsx): errors beside their fields, and the notice above the form.
  '& .field-control[aria-invalid=true]': { borderColor: 'border.error' },
  '& .field-error': { textStyle: 'sm', color: 'fg.error', fontWeight: 'medium' },
  '& .form-outcome': { textStyle: 'sm', borderWidth: '1px', borderRadius: 'l3', px: '4', py: '3', mb: '5' },
  '& .form-outcome[data-kind=sent]': { bg: 'bg.success', borderColor: 'sage.100', color: 'fg.success' },
  '& .form-outcome[data-kind=refused]': { bg: 'bg.error', borderColor: 'madder.100', color: 'madder.700' },
  '& .form-outcome-title': { fontWeight: 'semibold', textStyle: 'md' },
  '& .form-outcome-list': { mt: '1', ps: '5', listStyleType: 'disc' },
};

/** The site's solid button (its Button recipe, site/theme/system.ts) in a palette, at the size its data-size names ("md" or "lg"). */
export const solidButtonStyles =
  (selector: string, palette: string): PageStyleRules =>
  (system) => {
    const { base, variants } = system.getRecipe('button') as { base: SystemStyleObject; variants: { variant: Record<string, SystemStyleObject>; size: Record<string, SystemStyleObject> } };
    return {
      [`& ${selector}`]: {
        ...base,
        ...variants.variant.solid,
        colorPalette: palette,
        fontFamily: 'body',
        '&[data-size=md]': variants.size.md,
        '&[data-size=lg]': variants.size.lg,
      },
    };
  };
