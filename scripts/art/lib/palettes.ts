// Brand palette (madder, indigo, saffron, ivory, walnut, sage) and per-product art direction.
import type { FloorKind } from './floor.ts';
import type { Palette, RugStyle } from './rug.ts';

export const BRAND = {
  madder: '#9a2f25',
  madderDeep: '#6f1f19',
  indigo: '#24365c',
  indigoDeep: '#17233d',
  saffron: '#d9a23f',
  ivory: '#f1e7d2',
  walnut: '#5c3b28',
  walnutDeep: '#2f1d13',
  sage: '#8d9b7c',
} as const;

export interface ArtDirection {
  style: RugStyle;
  variant: string;
  palette: Palette;
  floor: FloorKind;
  /** Degrees; small tilts make the catalogue feel hand-placed. */
  tilt: number;
}

/** Hand-picked looks for the seeded catalogue, keyed by product slug. */
export const PRODUCT_DIRECTIONS: Record<string, ArtDirection> = {
  'lakeshore-hand-knotted-wool': {
    style: 'luxury-wool',
    variant: 'ogee',
    floor: 'limestone',
    tilt: -2,
    palette: { field: '#4a6479', fieldAlt: '#58728a', border: '#b9ab8f', accent: '#e6dcc6', accent2: '#8c9a7a', light: '#eee4d0', dark: '#2e3b4a', fringe: '#ebe2cf' },
  },
  'astor-street-silk-wool-medallion': {
    style: 'luxury-wool',
    variant: 'medallion',
    floor: 'walnut',
    tilt: 1.5,
    palette: { field: '#ece2cc', fieldAlt: '#a9b89b', border: '#8e9e80', accent: '#c9a14f', accent2: '#b9c6ac', light: '#f6efe1', dark: '#5b5a45', fringe: '#f1e8d6' },
  },
  'himalayan-highland-tonal': {
    style: 'luxury-wool',
    variant: 'graduated',
    floor: 'oak',
    tilt: -1,
    palette: { field: '#46423f', fieldAlt: '#d6cab3', border: '#33302e', accent: '#cbbda3', accent2: '#7a736c', light: '#e6dccb', dark: '#242120', fringe: '#e4dac9' },
  },
  'gold-coast-bordered-wool': {
    style: 'luxury-wool',
    variant: 'plain',
    floor: 'limestone',
    tilt: 2.5,
    palette: { field: '#b7895a', fieldAlt: '#a77b4c', border: '#1f2d4a', accent: '#d9a441', accent2: '#7b6a53', light: '#efe4ce', dark: '#16203a', fringe: '#ede2cb' },
  },
  'prairie-linen-flatweave': {
    style: 'neutral-modern',
    variant: 'rib',
    floor: 'walnut',
    tilt: -2,
    palette: { field: '#dccaa5', fieldAlt: '#ece3d1', border: '#c5b08a', accent: '#7c6c54', accent2: '#cdb995', light: '#f3ede0', dark: '#9c8766', fringe: '#efe6d3' },
  },
  'west-loop-tonal-stripe': {
    style: 'neutral-modern',
    variant: 'stripes',
    floor: 'oak',
    tilt: 1,
    palette: { field: '#e6dfd1', fieldAlt: '#bcb6ac', border: '#a39d93', accent: '#4a4845', accent2: '#d2cbbe', light: '#f3efe7', dark: '#6f6a63', fringe: '#e9e3d7' },
  },
  'lakeview-low-pile-sand': {
    style: 'neutral-modern',
    variant: 'heather',
    floor: 'slate',
    tilt: -1.5,
    palette: { field: '#ceb18b', fieldAlt: '#dcc5a2', border: '#b39571', accent: '#7a634a', accent2: '#c4a57e', light: '#eadbc2', dark: '#8a7358', fringe: '#e8dcc6' },
  },
  'undyed-wool-berber': {
    style: 'pet-safe',
    variant: 'berber',
    floor: 'walnut',
    tilt: 2,
    palette: { field: '#e8dfcc', fieldAlt: '#7a6450', border: '#6b5745', accent: '#efe7d8', accent2: '#b9aa94', light: '#f5f0e6', dark: '#4b3d31', fringe: '#efe8da' },
  },
  'organic-cotton-dhurrie': {
    style: 'pet-safe',
    variant: 'dhurrie',
    floor: 'honey',
    tilt: -2.5,
    palette: { field: '#eee6d4', fieldAlt: '#3e5478', border: '#34496c', accent: '#eee6d4', accent2: '#9faab9', light: '#f6f1e7', dark: '#26354f', fringe: '#f1ebdd' },
  },
  'jute-wool-boucle': {
    style: 'pet-safe',
    variant: 'boucle',
    floor: 'slate',
    tilt: 1.5,
    palette: { field: '#c09c69', fieldAlt: '#ebe1cd', border: '#8f7048', accent: '#efe7d6', accent2: '#a88755', light: '#f1e9d8', dark: '#6d5233', fringe: '#cdb083' },
  },
  'sisal-herringbone': {
    style: 'pet-safe',
    variant: 'herringbone',
    floor: 'oak',
    tilt: -1,
    palette: { field: '#d4c19a', fieldAlt: '#c4ae83', border: '#ede4d1', accent: '#b59c70', accent2: '#e2d4b5', light: '#f5efe3', dark: '#b9a683', fringe: '#e6d9bd' },
  },
  'antique-heriz-serapi': {
    style: 'heritage',
    variant: 'geometric',
    floor: 'oak',
    tilt: -2,
    palette: { field: '#e3d3b3', fieldAlt: '#a13a2c', border: '#2f4568', accent: '#d3a24c', accent2: '#7f9cb5', light: '#efe5cf', dark: '#3b2a20', fringe: '#e9dec6' },
  },
  'vintage-oushak': {
    style: 'heritage',
    variant: 'open',
    floor: 'walnut',
    tilt: 1.5,
    palette: { field: '#dbb18c', fieldAlt: '#e9d6b6', border: '#9ba487', accent: '#c97f55', accent2: '#d6c29c', light: '#efe2c9', dark: '#7a5b43', fringe: '#ede1cb' },
  },
  'caucasian-kazak-runner': {
    style: 'kilim',
    variant: 'stars',
    floor: 'honey',
    tilt: -3,
    palette: { field: '#a33b2a', fieldAlt: '#263a5e', border: '#e5d7ba', accent: '#d6a040', accent2: '#7f9070', light: '#efe5d0', dark: '#2a1c15', fringe: '#e9dfca' },
  },
};

/** Fallback palettes by style, used for products added later without an entry above. */
export const STYLE_PALETTES: Record<RugStyle, Palette[]> = {
  heritage: [
    { field: BRAND.madder, fieldAlt: '#efe3c8', border: BRAND.indigo, accent: BRAND.saffron, accent2: BRAND.sage, light: '#f0e5cd', dark: '#2b1a14', fringe: '#ede2cb' },
    { field: BRAND.indigo, fieldAlt: '#e9dcbd', border: '#8e2b22', accent: BRAND.saffron, accent2: '#7e9277', light: '#eee2c6', dark: '#141c2e', fringe: '#eae0c8' },
    { field: '#e8dcc0', fieldAlt: '#9a3327', border: '#283c62', accent: '#c9913a', accent2: BRAND.sage, light: '#f3ead6', dark: '#3a2519', fringe: '#efe5d0' },
  ],
  'luxury-wool': [
    { field: '#8a2620', fieldAlt: '#7a211c', border: BRAND.madderDeep, accent: BRAND.saffron, accent2: BRAND.sage, light: BRAND.ivory, dark: '#3d0f0c', fringe: '#ede2cb' },
    { field: BRAND.indigo, fieldAlt: '#2c4069', border: BRAND.indigoDeep, accent: BRAND.saffron, accent2: BRAND.sage, light: BRAND.ivory, dark: '#0f1729', fringe: '#ebe1cb' },
    { field: '#7d8c6c', fieldAlt: '#889777', border: '#566248', accent: BRAND.ivory, accent2: BRAND.saffron, light: BRAND.ivory, dark: '#36402c', fringe: '#ece3cf' },
  ],
  'neutral-modern': [
    { field: '#ede6d8', fieldAlt: '#d8cebd', border: '#c4b9a7', accent: '#3b3936', accent2: '#cfc5b4', light: '#f6f1e7', dark: '#8f867a', fringe: '#efe9dd' },
    { field: '#d9d0c1', fieldAlt: '#c3b8a6', border: '#8f867a', accent: '#3e3b37', accent2: '#e4dccf', light: '#efe9de', dark: '#6b645b', fringe: '#ebe4d7' },
  ],
  'pet-safe': [
    { field: '#c4a172', fieldAlt: '#b08c5e', border: BRAND.walnut, accent: '#e9dec6', accent2: '#a88755', light: '#f1e9d8', dark: '#3f2a1c', fringe: '#d2b78e' },
    { field: '#b7ac98', fieldAlt: '#e6ddcb', border: '#6f6457', accent: '#efe7d8', accent2: '#a39886', light: '#f3ede2', dark: '#4e463d', fringe: '#e6dece' },
  ],
  kilim: [
    { field: BRAND.madder, fieldAlt: BRAND.indigo, border: '#e6d8bb', accent: BRAND.saffron, accent2: BRAND.sage, light: '#efe5d0', dark: BRAND.walnutDeep, fringe: '#e9dfca' },
    { field: '#e9dcc0', fieldAlt: BRAND.madder, border: BRAND.indigo, accent: BRAND.saffron, accent2: BRAND.sage, light: '#f3ead8', dark: BRAND.walnutDeep, fringe: '#ece2cd' },
  ],
};

/** Neutral, quietly patterned rug for products without an image of their own. */
export const PLACEHOLDER_DIRECTION: ArtDirection = {
  style: 'neutral-modern',
  variant: 'plain',
  floor: 'oak',
  tilt: 0,
  palette: { field: '#e4dccd', fieldAlt: '#d3c9b8', border: '#b9ae9c', accent: '#6b645b', accent2: '#cfc5b4', light: '#f2ece1', dark: '#8f867a', fringe: '#ece5d8' },
};
