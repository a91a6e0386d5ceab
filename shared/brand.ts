// The brand's colours and type, one source for the public site's Chakra system
// (site/theme/system.ts), the admin's and the studio's (shared/admin/admin-theme.ts), and the few
// places that need a colour as a value rather than a token: an SVG's fill, a gradient, a chart's
// bars, a range input's track. A warm rug house: ivory and cream grounds, walnut text, deep madder
// red and indigo accents with saffron highlights, sage for success; Cormorant Garamond headings over
// Inter body text. Before this file the admin carried a palette of its own that had drifted from the
// site's (madder.600 #8B2E2A against #922D25): see docs/decisions/250-one-source-of-brand-tokens.md.

export const brandColors = {
  ivory: { 50: '#FDFAF3', 100: '#F8F1E4', 200: '#EFE3CC', 300: '#E3D1B0', 400: '#D2B98F' },
  walnut: { 400: '#A08672', 500: '#7E6452', 600: '#654C3D', 700: '#4E392D', 800: '#3A2A20', 900: '#2A1D15' },
  madder: { 50: '#FBEFEC', 100: '#F4D9D3', 200: '#E8B3A8', 300: '#D5857A', 400: '#BF5A4E', 500: '#A83A30', 600: '#922D25', 700: '#76231D', 800: '#5A1A16', 900: '#3E120F' },
  indigo: { 50: '#EEF0F7', 100: '#D6DAEA', 200: '#AEB5D4', 300: '#7F89B5', 400: '#566291', 500: '#3B4674', 600: '#2C3660', 700: '#222A4C', 800: '#181E38', 900: '#0F1326' },
  saffron: { 50: '#FDF6E6', 100: '#FAE9C2', 200: '#F5D68F', 300: '#EFC15C', 400: '#E6A935', 500: '#D08F1C', 600: '#A86F12', 700: '#7E520E' },
  sage: { 50: '#EFF4EE', 100: '#D9E6D6', 600: '#3F6B45', 700: '#2F5535' },
} as const;

export type BrandPalette = keyof typeof brandColors;

/** The brand's type. Each web font's metric-matched local fallback (declared in site/head.html, which
 * the site's and the admin's pages share) comes right after it, so text never moves when it loads. */
export const brandFonts = {
  heading: `'Cormorant Garamond', 'Cormorant Garamond Fallback', Georgia, serif`,
  body: `'Inter Variable', 'Inter Fallback', -apple-system, BlinkMacSystemFont, 'Segoe UI', Helvetica, Arial, sans-serif`,
} as const;

type ColorTokens = { [Name in BrandPalette]: { [Step in keyof (typeof brandColors)[Name]]: { value: string } } };

/** The palettes as Chakra colour tokens (`madder.600` and so on). */
export function brandColorTokens(): ColorTokens {
  const entries = Object.entries(brandColors).map(([name, scale]) => [name, Object.fromEntries(Object.entries(scale).map(([step, value]) => [step, { value }]))]);
  return Object.fromEntries(entries) as ColorTokens;
}

/** A colour with an alpha, for gradients drawn from the palette (`rgba(146,45,37,0.045)`). */
export function withAlpha(hex: string, alpha: number): string {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgba(${r},${g},${b},${alpha})`;
}
