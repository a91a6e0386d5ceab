// Every public page's frame: the skip link, the navigation bar, the page in <main>, the footer
// (its words are the footer page's, site/sections/footer-section.tsx).
// Rendered on the server only (decision 190): the skip link is a plain anchor to <main>, which
// takes the focus.
import { Box, Flex, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { SectionOf } from '../../shared/contract/sections/page-content.ts';
import type { SiteSettings } from '../../shared/contract/settings.ts';
import { MarkedSection } from '../sections/field-marks.tsx';
import { FooterSection } from '../sections/footer-section.tsx';
import { NavBar } from './nav-bar.tsx';

export const MAIN_ID = 'main-content';

/** A footer section and its place in the footer page's list (the page view names it by that place). */
export interface PlacedFooter {
  section: SectionOf<'footer'>;
  index: number;
}

/** `footer`: the footer page's words (a site part the owner edits), or none (removed or hidden). */
export function PublicLayout({ settings, pathname, footer, children }: { settings: SiteSettings; pathname: string; footer: PlacedFooter | undefined; children: ReactNode }) {
  return (
    <Flex direction="column" minH="100dvh">
      <chakra.a
        href={`#${MAIN_ID}`}
        position="absolute"
        left="4"
        top="-20"
        zIndex="skipNav"
        bg="indigo.800"
        color="ivory.50"
        px="4"
        py="2"
        borderRadius="md"
        fontWeight="600"
        _focus={{ top: '4' }}
      >
        Skip to main content
      </chakra.a>
      <NavBar pathname={pathname} companyName={settings.companyName} />
      <Box as="main" id={MAIN_ID} tabIndex={-1} flex="1" _focus={{ outline: 'none' }}>
        {children}
      </Box>
      <PageFooter footer={footer} settings={settings} />
    </Flex>
  );
}

/** The footer every page shows; in the footer page's page view, marked as that page's section (site/sections/field-marks.tsx). */
export function PageFooter({ footer, settings }: { footer: PlacedFooter | undefined; settings: SiteSettings }) {
  const drawn = <FooterSection section={footer?.section} settings={settings} year={new Date().getFullYear()} />;
  return footer ? (
    <MarkedSection content="footer" index={footer.index} id={footer.section.id}>
      {drawn}
    </MarkedSection>
  ) : (
    drawn
  );
}
