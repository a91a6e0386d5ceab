// The sticky navigation bar (docs/product/routes.md): the route table's labelled pages, the active one
// marked, and on small screens a toggle menu. Everything works without script (decision 191): the
// menu is a popover the toggle opens and closes (and Escape or a tap outside closes), and a link
// loads the next page, which arrives with the menu closed. The toggle's name says what it will do
// by which of its two labels the open menu leaves shown.
import { Box, Button, Container, Flex, VisuallyHidden, chakra } from '@chakra-ui/react';
import { Menu, X } from 'lucide-react';
import { paths, withoutTrailingSlash } from '../../shared/paths.ts';
import { NAV_LINKS } from '../../shared/public-routes.ts';
import { BrandMark } from './brand-mark.tsx';

/** Home is active on an exact match only; every other link on its path and anything below it. */
export function isNavActive(to: string, pathname: string): boolean {
  const current = withoutTrailingSlash(pathname);
  if (to === paths.home) return current === to;
  return current === to || current.startsWith(`${to}/`);
}

const NavLink = chakra('a');

const MOBILE_MENU_ID = 'mobile-navigation';

/** The phone bar's height (its 3px band, the 4rem row and the 1px border): the menu opens below it. */
const PHONE_BAR_HEIGHT = 'calc(4rem + 4px)';

/** Shows the toggle's label for the menu's state: "Open menu" while it is closed, "Close menu" while open. */
const TOGGLE_LABELS = {
  '& [data-when=open]': { display: 'none' },
  [`header:has(#${MOBILE_MENU_ID}:popover-open) &`]: { '& [data-when=open]': { display: 'contents' }, '& [data-when=closed]': { display: 'none' } },
};

export function NavBar({ pathname, companyName }: { pathname: string; companyName: string }) {
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
            href={paths.home}
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
            popoverTarget={MOBILE_MENU_ID}
            aria-controls={MOBILE_MENU_ID}
            css={TOGGLE_LABELS}
          >
            <span data-when="closed">
              <Menu aria-hidden />
              <VisuallyHidden>Open menu</VisuallyHidden>
            </span>
            <span data-when="open">
              <X aria-hidden />
              <VisuallyHidden>Close menu</VisuallyHidden>
            </span>
          </Button>
        </Flex>
      </Container>

      {/* No display of its own below lg: the popover's open state shows and hides it. */}
      <chakra.nav
        id={MOBILE_MENU_ID}
        popover="auto"
        aria-label="Mobile"
        display={{ lg: 'none' }}
        position="fixed"
        inset="auto"
        top={PHONE_BAR_HEIGHT}
        left="0"
        right="0"
        width="100%"
        maxHeight={`calc(100dvh - ${PHONE_BAR_HEIGHT})`}
        overflowY="auto"
        margin="0"
        padding="0"
        border="0"
        borderTopWidth="1px"
        borderColor="border"
        color="fg"
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
                    href={link.to}
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

/** An invisible, zero-height copy of the label in the active weight: every link is as wide on every page, so none moves when another is the active one. */
const ACTIVE_WIDTH = { content: 'attr(data-label)', display: 'block', height: '0', overflow: 'hidden', visibility: 'hidden', fontWeight: '600' } as const;

function DesktopLink({ to, label, active }: { to: string; label: string; active: boolean }) {
  return (
    <NavLink
      href={to}
      aria-current={active ? 'page' : undefined}
      data-label={label}
      position="relative"
      display="inline-block"
      px="2.5"
      py="2"
      fontSize="sm"
      fontWeight={active ? '600' : '500'}
      color={active ? 'madder.700' : 'walnut.800'}
      textAlign="center"
      whiteSpace="nowrap"
      borderRadius="md"
      _hover={{ color: 'madder.700' }}
      _before={ACTIVE_WIDTH}
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
