// The icons a section may show beside a card, a figure or a banner: the name stored (the icon's
// name in lucide) and the name the owner reads in the picker. The public renderers draw them
// (SectionIcon in site/sections/section-parts.tsx). Zod-free, so the renderers carry no schema.

export const SECTION_ICON_LABELS = {
  ArrowRight: 'Arrow',
  BadgeCheck: 'Certified badge',
  BookOpen: 'Open book',
  Building2: 'Building',
  Calculator: 'Calculator',
  CalendarCheck: 'Calendar',
  Check: 'Check mark',
  Cpu: 'Microchip',
  Droplets: 'Droplets',
  Gem: 'Gem',
  Gift: 'Gift',
  Heart: 'Heart',
  Home: 'Home',
  Leaf: 'Leaf',
  MapPin: 'Map pin',
  Microscope: 'Microscope',
  Palette: 'Palette',
  PawPrint: 'Paw print',
  Ruler: 'Ruler',
  Scroll: 'Scroll',
  Shield: 'Shield',
  Sparkles: 'Sparkles',
  Star: 'Star',
  TrendingUp: 'Trending up',
  Users: 'People',
  Wind: 'Wind',
} as const satisfies Record<string, string>;

export type SectionIconName = keyof typeof SECTION_ICON_LABELS;
export const SECTION_ICON_NAMES = Object.keys(SECTION_ICON_LABELS) as SectionIconName[];
