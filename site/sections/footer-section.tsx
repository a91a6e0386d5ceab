// The footer kind: the words of the footer every page shares (the business in a sentence, the
// headings of its link columns, the line beside the copyright), around the spec's links and the
// contact details from Settings. Without a footer section (removed or hidden) the footer keeps
// its links and copyright. The address (with its note on visits) and the phone come from Settings
// (decision 135).
import type { ReactNode } from 'react';
import { Box, chakra, Container, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { Mail, MapPin, Phone } from 'lucide-react';
import type { SectionOf } from '../../shared/contract/sections/page-content.ts';
import type { SiteSettings } from '../../shared/contract/settings.ts';
import { COLLECTIONS } from '../../shared/domain/collections.ts';
import { href, paths } from '../../shared/paths.ts';
import { SERVICE_PAGES } from '../../shared/service-pages.ts';
import { BrandMark } from '../components/brand-mark.tsx';
import { BusinessAddress } from '../components/business-address.tsx';
import { PhoneLink } from '../components/phone-link.tsx';
import { brandColors } from '../../shared/brand.ts';
import { useFieldMarks, type FieldMark } from './field-marks.tsx';

const { madder, saffron, indigo } = brandColors;

const FooterLink = chakra('a', {
  base: { color: 'ivory.200', fontSize: 'sm', _hover: { color: 'saffron.300', textDecoration: 'underline' } },
});

/** The footer's links (docs/product/routes.md#navigation-and-footer: they stay as listed there). */
const SHOP_LINKS = COLLECTIONS.filter((option) => option.id !== 'all').map((option) => ({ label: option.name, to: href.shopCollection(option.id) }));
const SERVICE_LINKS = SERVICE_PAGES.flatMap((page) => ('premium' in page ? [{ label: page.premium.label, to: href.servicePage(page.slug) }] : []));
const COMPANY_LINKS = [
  { label: 'About', to: paths.about },
  { label: 'Blog', to: paths.blog },
  { label: 'Contact', to: paths.contact },
  { label: 'Privacy Policy', to: paths.privacy },
  { label: 'Terms of Service', to: paths.terms },
  { label: 'Accessibility', to: paths.accessibility },
];

export function FooterSection({ section, settings, year }: { section: SectionOf<'footer'> | undefined; settings: SiteSettings; year: number }) {
  const mark = useFieldMarks();
  return (
    <Box as="footer" bg="indigo.800" color="ivory.100" mt="auto">
      <Box h="6px" bgImage={`repeating-linear-gradient(90deg, ${madder[600]} 0 18px, ${saffron[300]} 18px 24px, ${indigo[600]} 24px 42px, ${saffron[300]} 42px 48px)`} aria-hidden="true" />
      <Container maxW="6xl" px={{ base: '5', md: '6' }} py={{ base: '12', md: '16' }}>
        <Grid templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: '1.4fr 1fr 1fr', lg: '1.6fr 1fr 1fr 1fr' }} gap={{ base: '10', md: '12' }}>
          <Stack gap="4" gridColumn={{ base: '1 / -1', md: 'auto' }}>
            <Flex align="center" gap="3">
              <BrandMark size={40} />
              <Text fontFamily="heading" fontSize="2xl" fontWeight="700" color="ivory.50">
                {settings.companyName}
              </Text>
            </Flex>
            {section?.blurb ? (
              <Text color="ivory.200" fontSize="sm" maxW="sm" {...mark('blurb')}>
                {section.blurb}
              </Text>
            ) : null}
            <Stack gap="2" fontSize="sm" color="ivory.200">
              <ContactLine icon={<MapPin size={16} aria-hidden />}>
                <BusinessAddress address={settings} noteColor="ivory.300" />
              </ContactLine>
              <ContactLine icon={<Mail size={16} aria-hidden />}>
                <chakra.a href={`mailto:${settings.email}`} _hover={{ color: 'saffron.300' }}>
                  {settings.email}
                </chakra.a>
              </ContactLine>
              <ContactLine icon={<Phone size={16} aria-hidden />}>
                <PhoneLink phone={settings.phone} _hover={{ color: 'saffron.300' }} />
              </ContactLine>
            </Stack>
          </Stack>
          <LinkColumn title={section?.shopTitle ?? 'Shop'} links={SHOP_LINKS} mark={mark('shopTitle')} />
          <LinkColumn title={section?.servicesTitle ?? 'Services'} links={SERVICE_LINKS} mark={mark('servicesTitle')} />
          <LinkColumn title={section?.companyTitle ?? 'Company'} links={COMPANY_LINKS} mark={mark('companyTitle')} />
        </Grid>
        <Flex mt={{ base: '10', md: '14' }} pt="6" borderTopWidth="1px" borderColor="whiteAlpha.300" direction={{ base: 'column', md: 'row' }} justify="space-between" gap="3" fontSize="sm" color="ivory.300">
          <Text>
            © {year} {settings.companyName}. All rights reserved.
          </Text>
          {section?.note ? <Text {...mark('note')}>{section.note}</Text> : null}
        </Flex>
      </Container>
    </Box>
  );
}

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Flex align="flex-start" gap="2">
      <Box color="saffron.300" mt="0.5">
        {icon}
      </Box>
      {children}
    </Flex>
  );
}

function LinkColumn({ title, links, mark }: { title: string; links: readonly { label: string; to: string }[]; mark: FieldMark }) {
  return (
    <chakra.nav aria-label={title}>
      <Heading as="h2" fontFamily="body" fontSize="xs" textTransform="uppercase" letterSpacing="0.18em" color="saffron.300" mb="4" fontWeight="600" {...mark}>
        {title}
      </Heading>
      <Stack as="ul" listStyleType="none" gap="2.5">
        {links.map((link) => (
          <li key={link.to}>
            <FooterLink href={link.to}>{link.label}</FooterLink>
          </li>
        ))}
      </Stack>
    </chakra.nav>
  );
}
