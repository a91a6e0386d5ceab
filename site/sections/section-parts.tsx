// What the section renderers share: a section's band and heading, its buttons, its icons and its
// Markdown (rendered and sanitised as posts are: shared/markdown/safe-markdown.ts). Props only, no
// browser API: every section renders on the server.
import { Box, chakra, Flex, type FlexProps } from '@chakra-ui/react';
import type { SystemStyleObject } from '@chakra-ui/react';
import {
  ArrowLeft,
  ArrowRight,
  BadgeCheck,
  BookOpen,
  Building2,
  Calculator,
  CalendarCheck,
  Check,
  Cpu,
  Download,
  Droplets,
  Gem,
  Gift,
  Heart,
  Home,
  Leaf,
  MapPin,
  Microscope,
  Palette,
  PawPrint,
  Ruler,
  Scroll,
  Shield,
  Sparkles,
  Star,
  TrendingUp,
  Users,
  Wind,
  type LucideIcon,
} from 'lucide-react';
import type { SectionOf } from '../../shared/contract/sections/page-content.ts';
import type { SectionIconName } from '../../shared/contract/sections/section-icons.ts';
import { renderInlineMarkdown, renderMarkdown } from '../../shared/markdown/safe-markdown.ts';
import { markdownHeadingStyles } from '../components/markdown-styles.ts';
import { ButtonLink, SectionHeading } from '../components/page-parts.tsx';
import { useSiteLink } from '../components/site-links.tsx';
import { useFieldMarks, type FieldMark } from './field-marks.tsx';

const ICONS: Record<SectionIconName, LucideIcon> = {
  ArrowRight,
  BadgeCheck,
  BookOpen,
  Building2,
  Calculator,
  CalendarCheck,
  Check,
  Cpu,
  Droplets,
  Gem,
  Gift,
  Heart,
  Home,
  Leaf,
  MapPin,
  Microscope,
  Palette,
  PawPrint,
  Ruler,
  Scroll,
  Shield,
  Sparkles,
  Star,
  TrendingUp,
  Users,
  Wind,
};

export function SectionIcon({ name, size }: { name: SectionIconName | null | undefined; size: number }) {
  if (!name) return null;
  const Icon = ICONS[name];
  return <Icon size={size} aria-hidden />;
}

/** The id of a section's heading, which its band is labelled by. */
export const headingId = (section: { id: string }) => `section-${section.id}-title`;

/** A section's eyebrow, heading and introduction, when it has a heading. */
export function SectionHeader({ section, align, dark }: { section: { id: string; eyebrow?: string | null; title?: string | null; intro?: string | null }; align?: 'start' | 'center'; dark?: boolean }) {
  const mark = useFieldMarks();
  if (!section.title) return null;
  return (
    <SectionHeading
      id={headingId(section)}
      eyebrow={section.eyebrow ?? undefined}
      title={section.title}
      text={section.intro ?? undefined}
      align={align}
      dark={dark}
      marks={{ eyebrow: mark('eyebrow'), title: mark('title'), text: mark('intro') }}
    />
  );
}

type Button = SectionOf<'hero'>['buttons'][number];

/** Where a section's buttons stand: their colors follow the ground they are on. */
export type ButtonGround = 'light' | 'dark' | 'card';

const GROUND_STYLES: Record<ButtonGround, Record<'primary' | 'secondary', Record<string, unknown>>> = {
  light: {
    primary: { colorPalette: 'madder' },
    secondary: { variant: 'outline', colorPalette: 'indigo', borderColor: 'indigo.600', color: 'indigo.700', bg: 'whiteAlpha.700' },
  },
  dark: {
    primary: { colorPalette: 'saffron' },
    secondary: { variant: 'outline', color: 'ivory.50', borderColor: 'ivory.300', _hover: { bg: 'whiteAlpha.200' } },
  },
  card: {
    primary: { colorPalette: 'madder' },
    secondary: { variant: 'subtle', colorPalette: 'madder' },
  },
};

const isExternal = (link: string) => /^https?:\/\//.test(link);

/** A section's buttons in a row that wraps (nothing without any). */
export function SectionButtons({ buttons, ground, ...row }: { buttons: readonly Button[]; ground: ButtonGround } & FlexProps) {
  const mark = useFieldMarks();
  if (buttons.length === 0) return null;
  return (
    <Flex gap="3" wrap="wrap" {...row}>
      {buttons.map((button, index) => (
        <SectionButton key={`${button.label}-${button.link}`} button={button} ground={ground} mark={mark(`buttons.${index}.label`)} />
      ))}
    </Flex>
  );
}

/** One of a section's buttons; `mark`: the page view's mark of its label (field-marks.tsx). */
export function SectionButton({ button, ground, size = 'lg', mark, ...style }: { button: Button; ground: ButtonGround; size?: 'sm' | 'md' | 'lg'; mark?: FieldMark } & SystemStyleObject) {
  // The booking page's address leads wherever booking is (Settings).
  const link = useSiteLink(button.link);
  if (button.style === 'back') {
    return (
      <ButtonLink to={link} variant="plain" colorPalette="walnut" px="0" color={ground === 'dark' ? 'ivory.200' : 'walnut.700'} size="sm" {...mark}>
        <ArrowLeft size={16} aria-hidden /> {button.label}
      </ButtonLink>
    );
  }
  return (
    <ButtonLink to={link} external={isExternal(link)} size={size} {...GROUND_STYLES[ground][button.style]} {...style} {...mark}>
      {button.icon === 'download' && <Download size={18} aria-hidden />}
      {button.label}
      {button.icon === 'arrow' && <ArrowRight size={16} aria-hidden />}
    </ButtonLink>
  );
}

/** The owner's Markdown, sanitised, with the site's text styles; `mark`: the page view's mark of its field. */
export function SectionMarkdown({ markdown, inline, insideLink, dark, mark, ...style }: { markdown: string; inline?: boolean; insideLink?: boolean; dark?: boolean; mark?: FieldMark } & SystemStyleObject) {
  const link = { color: dark ? 'saffron.300' : 'madder.700', fontWeight: '600', textDecoration: 'underline', textUnderlineOffset: '3px' };
  if (inline || insideLink) return <chakra.span css={{ '& a': link }} {...mark} dangerouslySetInnerHTML={{ __html: renderInlineMarkdown(markdown, { links: !insideLink }) }} />;
  return (
    <Box
      {...style}
      {...mark}
      css={{
        '& > * + *': { marginTop: '1em' },
        ...markdownHeadingStyles(dark ? 'ivory.50' : 'walnut.900'),
        '& a': link,
        '& ul, & ol': { paddingInlineStart: '1.25em' },
        '& ul': { listStyleType: 'disc' },
        '& ol': { listStyleType: 'decimal' },
        '& li + li': { marginTop: '0.5em' },
        '& strong': { fontWeight: '700', color: dark ? 'ivory.50' : 'walnut.900' },
        '& table': { width: '100%', borderCollapse: 'collapse', borderWidth: '1px', borderColor: 'border', borderRadius: 'lg', overflow: 'hidden' },
        // A cell breaks a long word rather than push the table out of its card on a phone.
        '& th, & td': { textAlign: 'start', paddingBlock: '3', paddingInline: { base: '3', sm: '4' }, borderBottomWidth: '1px', borderColor: 'border', overflowWrap: 'anywhere' },
        '& th': { bg: 'ivory.100', color: 'walnut.900', fontSize: 'sm', fontWeight: '600', verticalAlign: 'bottom' },
        '& th[align=right], & td[align=right]': { textAlign: 'end' },
        '& td[align=right]': { fontWeight: '700', color: 'indigo.700' },
      }}
      dangerouslySetInnerHTML={{ __html: renderMarkdown(markdown) }}
    />
  );
}
