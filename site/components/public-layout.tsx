import { Box, Flex, Spinner, chakra } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useLocation } from '../../shared/router/router.tsx';
import { useToasterWanted } from '../lib/toaster.ts';
import { Footer } from './footer.tsx';
import { NavBar } from './nav-bar.tsx';

export const MAIN_ID = 'main-content';

// Toasts only ever follow a visitor's action, so their machinery loads with the first one.
const SiteToaster = lazy(() => import('./site-toaster.tsx').then((module) => ({ default: module.SiteToaster })));

export function PublicLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const toasterWanted = useToasterWanted();
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'instant' });
  }, [pathname]);
  // Marks the page as started (hydrated, or rendered by the browser): from here on, links navigate
  // inside the app and the browser reads the data itself.
  useEffect(() => {
    document.documentElement.dataset.started = 'true';
  }, []);

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
      {/* Each part in its own boundary: React hydrates a server-rendered boundary in time slices
          (and at once when a click lands in it), so no single long task hydrates the whole page. */}
      <Suspense fallback={null}>
        <NavBar />
      </Suspense>
      <Box as="main" id={MAIN_ID} tabIndex={-1} flex="1" _focus={{ outline: 'none' }}>
        <Suspense fallback={<PageLoading />}>{children}</Suspense>
      </Box>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      {toasterWanted ? (
        <Suspense fallback={null}>
          <SiteToaster />
        </Suspense>
      ) : null}
    </Flex>
  );
}

function PageLoading() {
  return (
    <Flex minH="60vh" align="center" justify="center" role="status" aria-label="Loading page">
      <Spinner size="lg" color="madder.600" borderWidth="3px" />
    </Flex>
  );
}
