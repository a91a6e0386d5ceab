import { Box, Button, Container, Flex, chakra } from '@chakra-ui/react';
import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from '../../shared/router/link.tsx';
import { useLocation } from '../../shared/router/router.tsx';
import { paths, withoutTrailingSlash } from '../../shared/paths.ts';
import { useSettings } from '../lib/queries.ts';
import { BrandMark } from './brand-mark.tsx';

export const NAV_LINKS = [
  { label: 'Home', to: paths.home },
  { label: 'Services', to: paths.services },
  { label: 'Service Areas', to: paths.serviceAreas },
  { label: 'Proof & ROI', to: paths.proofRoi },
  { label: 'Health & Pets', to: paths.healthPets },
  { label: 'About', to: paths.about },
  { label: 'Blog', to: paths.blog },
  { label: 'Contact', to: paths.contact },
] as const;

/** Home is active on an exact match only; every other link on its path and anything below it. */
export function isNavActive(to: string, pathname: string): boolean {
  const current = withoutTrailingSlash(pathname);
  if (to === paths.home) return current === to;
  return current === to || current.startsWith(`${to}/`);
}

const NavLink = chakra(RouterLink);

const MOBILE_MENU_ID = 'mobile-navigation';

export function NavBar() {
  const { pathname } = useLocation();
  const { companyName } = useSettings();
  const [open, setOpen] = useState(false);

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="rgba(253, 250, 243, 0.94)"
      backdropFilter="saturate(1.4) blur(10px)"
      borderBottomWidth="1px"
      borderColor="border"
    >
      <Box h="3px" bgGradient="to-r" gradientFrom="madder.600" gradientVia="saffron.400" gradientTo="indigo.600" />
      <Container maxW="6xl" px={{ base: '4', md: '6' }}>
        <Flex h={{ base: '16', lg: '20' }} align="center" justify="space-between" gap="4">
          <NavLink
            to={paths.home}
            display="flex"
            alignItems="center"
            gap="3"
            color="walnut.900"
            _hover={{ textDecoration: 'none' }}
          >
            <BrandMark size={34} />
            <Box lineHeight="1">
              <Box fontFamily="heading" fontSize={{ base: 'xl', md: '2xl' }} fontWeight="700" letterSpacing="0.01em">
                {companyName.replace(/ Rug Consultancy$/, '')}
              </Box>
              <Box fontSize="2xs" textTransform="uppercase" letterSpacing="0.22em" color="madder.700" fontWeight="600" mt="1">
                Rug Consultancy
              </Box>
            </Box>
          </NavLink>

          <chakra.nav aria-label="Main" display={{ base: 'none', lg: 'block' }}>
            <Flex as="ul" listStyleType="none" gap="1" align="center">
              {NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <DesktopLink to={link.to} label={link.label} active={isNavActive(link.to, pathname)} />
                </li>
              ))}
            </Flex>
          </chakra.nav>

          <Button
            display={{ base: 'inline-flex', lg: 'none' }}
            variant="ghost"
            colorPalette="walnut"
            size="md"
            aria-expanded={open}
            aria-controls={MOBILE_MENU_ID}
            aria-label={open ? 'Close menu' : 'Open menu'}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? <X aria-hidden /> : <Menu aria-hidden />}
          </Button>
        </Flex>
      </Container>

      <chakra.nav
        id={MOBILE_MENU_ID}
        aria-label="Mobile"
        hidden={!open}
        display={{ base: open ? 'block' : 'none', lg: 'none' }}
        borderTopWidth="1px"
        borderColor="border"
        bg="ivory.50"
        boxShadow="md"
      >
        <Container maxW="6xl" px="4" py="3">
          <chakra.ul listStyleType="none">
            {NAV_LINKS.map((link) => {
              const active = isNavActive(link.to, pathname);
              return (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    onClick={() => setOpen(false)}
                    aria-current={active ? 'page' : undefined}
                    display="block"
                    py="3"
                    px="3"
                    borderRadius="md"
                    fontSize="md"
                    fontWeight={active ? '600' : '500'}
                    color={active ? 'madder.700' : 'walnut.800'}
                    bg={active ? 'madder.50' : undefined}
                    _hover={{ bg: 'ivory.100' }}
                  >
                    {link.label}
                  </NavLink>
                </li>
              );
            })}
          </chakra.ul>
        </Container>
      </chakra.nav>
    </Box>
  );
}

function DesktopLink({ to, label, active }: { to: string; label: string; active: boolean }) {
  return (
    <NavLink
      to={to}
      aria-current={active ? 'page' : undefined}
      position="relative"
      display="inline-block"
      px="2.5"
      py="2"
      fontSize="sm"
      fontWeight={active ? '600' : '500'}
      color={active ? 'madder.700' : 'walnut.800'}
      whiteSpace="nowrap"
      borderRadius="md"
      _hover={{ color: 'madder.700' }}
      _after={{
        content: '""',
        position: 'absolute',
        left: '2.5',
        right: '2.5',
        bottom: '1',
        height: '2px',
        borderRadius: 'full',
        bg: 'saffron.400',
        transform: active ? 'scaleX(1)' : 'scaleX(0)',
        transition: 'transform 0.2s ease',
      }}
    >
      {label}
    </NavLink>
  );
}
