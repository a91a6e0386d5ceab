// Building blocks every public page shares: hero band, sections, headings, calls to action.
import { Box, Button, Container, Flex, Heading, Stack, Text, type ButtonProps } from '@chakra-ui/react';
import { ArrowLeft, Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { brandColors, withAlpha } from '../../shared/brand.ts';
import type { FieldMark } from '../sections/field-marks.tsx';

/** A kilim-like diamond lattice drawn with gradients only (no image request, no data: URL): one colour on the diagonals, another across. */
const lattice = (diagonal: string, across: string) =>
  `linear-gradient(135deg, ${diagonal} 25%, transparent 25%), linear-gradient(225deg, ${diagonal} 25%, transparent 25%), linear-gradient(45deg, ${across} 25%, transparent 25%), linear-gradient(315deg, ${across} 25%, transparent 25%)`;

export const LATTICE_LIGHT = {
  backgroundColor: brandColors.ivory[100],
  backgroundImage: lattice(withAlpha(brandColors.madder[600], 0.045), withAlpha(brandColors.indigo[600], 0.035)),
  backgroundSize: '56px 56px',
  backgroundPosition: '28px 0, 28px 0, 0 0, 0 0',
} as const;

export const LATTICE_DARK = {
  backgroundColor: brandColors.indigo[800],
  backgroundImage: lattice(withAlpha(brandColors.saffron[300], 0.07), withAlpha(brandColors.madder[600], 0.18)),
  backgroundSize: '64px 64px',
  backgroundPosition: '32px 0, 32px 0, 0 0, 0 0',
} as const;

/** A link styled as a button. It stays a plain link: not Button's type="button", which an <a> must not carry. */
export function ButtonLink({ to, children, external, ...props }: { to: string; children: ReactNode; external?: boolean } & Omit<ButtonProps, 'asChild' | 'type'>) {
  return (
    <Button asChild {...props} type={undefined}>
      <a href={to} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {children}
      </a>
    </Button>
  );
}

/** `mark` (here and below): the page view's mark of the field a text shows (site/sections/field-marks.tsx). */
export function Eyebrow({ children, color = 'madder.700', mark }: { children: ReactNode; color?: string; mark?: FieldMark }) {
  return (
    <Text as="p" fontSize="xs" fontWeight="700" textTransform="uppercase" letterSpacing="0.2em" color={color} {...mark}>
      {children}
    </Text>
  );
}

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  subtitle?: ReactNode;
  children?: ReactNode;
  aside?: ReactNode;
  /** Hero art is shown on phones too; decorative side panels are left out there. */
  asideOnPhone?: boolean;
  marks?: { eyebrow?: FieldMark; title?: FieldMark; subtitle?: FieldMark };
}

/** The page's one h1, over the lattice ground. */
export function PageHero({ eyebrow, title, subtitle, children, aside, asideOnPhone, marks }: PageHeroProps) {
  return (
    <Box {...LATTICE_LIGHT} borderBottomWidth="1px" borderColor="border">
      <Container maxW="6xl" px={{ base: '5', md: '6' }} py={{ base: '12', md: '20' }}>
        <Flex gap={{ base: '10', lg: '16' }} align="center" direction={{ base: 'column', lg: 'row' }}>
          <Stack gap="5" flex="1.2" maxW="3xl">
            {eyebrow ? <Eyebrow mark={marks?.eyebrow}>{eyebrow}</Eyebrow> : null}
            <Heading as="h1" fontSize={{ base: '4xl', md: '5xl', lg: '6xl' }} lineHeight="1.05" fontWeight="600" {...marks?.title}>
              {title}
            </Heading>
            {subtitle ? (
              <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" maxW="2xl" {...marks?.subtitle}>
                {subtitle}
              </Text>
            ) : null}
            {children}
          </Stack>
          {aside ? (
            <Box flex="1" w="full" display={{ base: asideOnPhone ? 'block' : 'none', md: 'block' }}>
              {aside}
            </Box>
          ) : null}
        </Flex>
      </Container>
    </Box>
  );
}

export function Section({ children, tone = 'plain', id, labelledBy }: { children: ReactNode; tone?: 'plain' | 'cream' | 'dark'; id?: string; labelledBy?: string }) {
  const styles = tone === 'dark' ? { ...LATTICE_DARK, color: 'ivory.100' } : tone === 'cream' ? { bg: 'ivory.100' } : { bg: 'bg' };
  return (
    <Box as="section" id={id} aria-labelledby={labelledBy} {...styles} py={{ base: '14', md: '20' }}>
      <Container maxW="6xl" px={{ base: '5', md: '6' }}>
        {children}
      </Container>
    </Box>
  );
}

interface SectionHeadingProps {
  id?: string;
  eyebrow?: string;
  title: string;
  text?: ReactNode;
  align?: 'start' | 'center';
  dark?: boolean;
  marks?: { eyebrow?: FieldMark; title?: FieldMark; text?: FieldMark };
}

export function SectionHeading({ id, eyebrow, title, text, align = 'start', dark, marks }: SectionHeadingProps) {
  return (
    <Stack gap="3" mb={{ base: '8', md: '12' }} textAlign={align} align={align === 'center' ? 'center' : 'flex-start'} maxW={align === 'center' ? '3xl' : '4xl'} mx={align === 'center' ? 'auto' : undefined}>
      {eyebrow ? (
        <Eyebrow color={dark ? 'saffron.300' : 'madder.700'} mark={marks?.eyebrow}>
          {eyebrow}
        </Eyebrow>
      ) : null}
      <Heading as="h2" id={id} fontSize={{ base: '3xl', md: '4xl' }} lineHeight="1.15" color={dark ? 'ivory.50' : 'walnut.900'} {...marks?.title}>
        {title}
      </Heading>
      {text ? (
        <Text fontSize={{ base: 'md', md: 'lg' }} color={dark ? 'ivory.200' : 'fg.muted'} {...marks?.text}>
          {text}
        </Text>
      ) : null}
    </Stack>
  );
}

/** A closing call to action on the dark lattice band. */
export function CtaBand({ title, text, children }: { title: string; text: ReactNode; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby="cta-title" {...LATTICE_DARK} py={{ base: '14', md: '20' }}>
      <Container maxW="4xl" px={{ base: '5', md: '6' }} textAlign="center">
        <Stack gap="5" align="center">
          <Heading as="h2" id="cta-title" color="ivory.50" fontSize={{ base: '3xl', md: '4xl' }}>
            {title}
          </Heading>
          <Text color="ivory.200" fontSize={{ base: 'md', md: 'lg' }} maxW="2xl">
            {text}
          </Text>
          <Flex gap="3" wrap="wrap" justify="center" pt="2">
            {children}
          </Flex>
        </Stack>
      </Container>
    </Box>
  );
}

/** Centered status text for loading, empty and not-found states. */
export function StateMessage({ children, role = 'status' }: { children: ReactNode; role?: 'status' | 'alert' }) {
  return (
    <Box role={role} py="16" textAlign="center" color="fg.muted" fontSize="lg">
      {children}
    </Box>
  );
}

interface NotFoundStateProps {
  /** Its title (shared/seo/page-meta.ts), which the head says too. */
  meta: { title: string };
  children: ReactNode;
  back: { to: string; label: string };
  /** Shown large above the heading, e.g. "404". */
  mark?: string;
  /** The page view's marks of the fields each part shows, where the owner wrote them (the not-found page's). */
  marks?: { mark?: FieldMark; title?: FieldMark; text?: FieldMark; back?: FieldMark };
}

/** The page a missing post, product or address shows (not indexed; the server answers 404). */
export function NotFoundState({ meta, children, back, mark, marks }: NotFoundStateProps) {
  return (
    <>
      <Container maxW="3xl" py={{ base: '16', md: '24' }} textAlign="center">
        <Stack gap="5" align="center">
          {mark ? (
            <Text fontFamily="heading" fontSize={{ base: '7xl', md: '9xl' }} fontWeight="700" lineHeight="1" color="madder.600" aria-hidden="true" {...marks?.mark}>
              {mark}
            </Text>
          ) : null}
          <Heading as="h1" fontSize={{ base: '4xl', md: '5xl' }} {...marks?.title}>
            {meta.title}
          </Heading>
          <Text color="fg.muted" fontSize="lg" {...marks?.text}>
            {children}
          </Text>
          <ButtonLink to={back.to} colorPalette="madder" size="lg" {...marks?.back}>
            {mark ? (
              back.label
            ) : (
              <>
                <ArrowLeft size={18} aria-hidden /> {back.label}
              </>
            )}
          </ButtonLink>
        </Stack>
      </Container>
    </>
  );
}

/** A hero side panel of three headline figures, for pages without hero art; `marks` names the title's and each figure's fields. */
export function HeroFacts({ title, facts, marks }: { title: string; facts: { value: string; label: string }[]; marks?: { title?: FieldMark; fact?(index: number, part: 'value' | 'label'): FieldMark } }) {
  return (
    <Box {...LATTICE_DARK} display={{ base: "none", md: "block" }} borderRadius="2xl" p={{ base: "6", md: "8" }} boxShadow="xl" color="ivory.50" maxW="md" mx={{ lg: "auto" }} position="relative" overflow="hidden">
      <Box position="absolute" top="0" left="0" right="0" h="5px" bgImage={`repeating-linear-gradient(90deg, ${brandColors.madder[600]} 0 18px, ${brandColors.saffron[300]} 18px 24px)`} aria-hidden="true" />
      <Text fontSize="xs" fontWeight="700" textTransform="uppercase" letterSpacing="0.2em" color="saffron.300" mb="5" {...marks?.title}>
        {title}
      </Text>
      <Stack gap="5">
        {facts.map((fact, index) => (
          <Box key={fact.label} borderLeftWidth="2px" borderColor="saffron.400" pl="4">
            <Text fontFamily="heading" fontSize={{ base: '3xl', md: '4xl' }} fontWeight="700" lineHeight="1.05" color="ivory.50" {...marks?.fact?.(index, 'value')}>
              {fact.value}
            </Text>
            <Text fontSize="sm" color="ivory.200" {...marks?.fact?.(index, 'label')}>
              {fact.label}
            </Text>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

/** One item of a checklist (`<ul>`): a check mark and its text. */
export function CheckItem({ children, color = 'sage.700', mark }: { children: ReactNode; color?: string; mark?: FieldMark }) {
  return (
    <Flex as="li" gap="3" align="flex-start">
      <Box color={color} mt="1" flexShrink={0}>
        <Check size={16} aria-hidden />
      </Box>
      <Text {...mark}>{children}</Text>
    </Flex>
  );
}
