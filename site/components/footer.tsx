import { Box, Container, Flex, Grid, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import type { SiteSettings } from '../../shared/contract/settings.ts';
import { COLLECTIONS } from '../../shared/domain/collections.ts';
import { href, paths } from '../../shared/paths.ts';
import { SERVICE_PAGES } from '../../shared/service-pages.ts';
import { BrandMark } from './brand-mark.tsx';

const FooterLink = chakra('a', {
  base: { color: 'ivory.200', fontSize: 'sm', _hover: { color: 'saffron.300', textDecoration: 'underline' } },
});

const SHOP_LINKS = COLLECTIONS.filter((option) => option.id !== 'all');

const SERVICE_LINKS = SERVICE_PAGES.flatMap((page) => ('premium' in page ? [{ label: page.premium.label, to: href.servicePage(page.slug) }] : []));

const LEGAL_LINKS = [
  { label: 'Privacy Policy', to: paths.privacy },
  { label: 'Terms of Service', to: paths.terms },
  { label: 'Accessibility', to: paths.accessibility },
];

export function Footer({ settings }: { settings: SiteSettings }) {
  const year = new Date().getFullYear();
  return (
    <Box as="footer" bg="indigo.800" color="ivory.100" mt="auto">
      <Box h="6px" bgImage="repeating-linear-gradient(90deg, #922D25 0 18px, #EFC15C 18px 24px, #2C3660 24px 42px, #EFC15C 42px 48px)" aria-hidden="true" />
      <Container maxW="6xl" px={{ base: '5', md: '6' }} py={{ base: '12', md: '16' }}>
        <Grid templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: '1.4fr 1fr 1fr', lg: '1.6fr 1fr 1fr 1fr' }} gap={{ base: '10', md: '12' }}>
          <Stack gap="4" gridColumn={{ base: '1 / -1', md: 'auto' }}>
            <Flex align="center" gap="3">
              <BrandMark size={40} />
              <Text fontFamily="heading" fontSize="2xl" fontWeight="700" color="ivory.50">
                {settings.companyName}
              </Text>
            </Flex>
            <Text color="ivory.200" fontSize="sm" maxW="sm">
              A boutique Chicago rug consultancy. We help homeowners, stagers, designers and collectors choose rugs that raise
              home value, protect pets and reflect design sophistication.
            </Text>
            <Stack gap="2" fontSize="sm" color="ivory.200">
              <ContactLine icon={<MapPin size={16} aria-hidden />}>{settings.city}</ContactLine>
              <ContactLine icon={<Mail size={16} aria-hidden />}>
                <chakra.a href={`mailto:${settings.email}`} _hover={{ color: 'saffron.300' }}>
                  {settings.email}
                </chakra.a>
              </ContactLine>
              <ContactLine icon={<Phone size={16} aria-hidden />}>
                <chakra.a href={`tel:${settings.phone.replace(/[^+\d]/g, '')}`} _hover={{ color: 'saffron.300' }}>
                  {settings.phone}
                </chakra.a>
              </ContactLine>
            </Stack>
          </Stack>
          <LinkColumn title="Shop Collections" links={SHOP_LINKS.map((option) => ({ label: option.name, to: href.shopCollection(option.id) }))} />
          <LinkColumn title="Premium Services" links={SERVICE_LINKS} />
          <LinkColumn title="Company" links={[{ label: 'About', to: paths.about }, { label: 'Blog', to: paths.blog }, { label: 'Contact', to: paths.contact }, ...LEGAL_LINKS]} />
        </Grid>
        <Flex
          mt={{ base: '10', md: '14' }}
          pt="6"
          borderTopWidth="1px"
          borderColor="whiteAlpha.300"
          direction={{ base: 'column', md: 'row' }}
          justify="space-between"
          gap="3"
          fontSize="sm"
          color="ivory.300"
        >
          <Text>
            © {year} {settings.companyName}. All rights reserved.
          </Text>
          <Text>Consultancy is free with rug orders at minimum supplier prices.</Text>
        </Flex>
      </Container>
    </Box>
  );
}

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Flex align="center" gap="2">
      <Box color="saffron.300">{icon}</Box>
      {children}
    </Flex>
  );
}

function LinkColumn({ title, links }: { title: string; links: readonly { label: string; to: string }[] }) {
  return (
    <chakra.nav aria-label={title}>
      <Heading as="h2" fontFamily="body" fontSize="xs" textTransform="uppercase" letterSpacing="0.18em" color="saffron.300" mb="4" fontWeight="600">
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
