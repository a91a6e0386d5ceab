// The public site: the page of each route of the shared route table (docs/product/routes.md#public-routes, decision 130).
// Every page is its own lazily loaded chunk (the server renderer waits for it; the browser hydrates
// it when its chunk arrives); the web admin is mounted separately (site/admin/admin-main.tsx) and
// no public page imports it.
import { ChakraProvider } from '@chakra-ui/react';
import { lazy, useContext, type ComponentType } from 'react';
import { matchPublicRoute } from '../shared/match-route.ts';
import { paths } from '../shared/paths.ts';
import type { PublicRouteName } from '../shared/public-routes.ts';
import { PublicLayout } from './components/public-layout.tsx';
import { QueryStoreContext } from './lib/query-hooks.ts';
import type { QueryStore } from './lib/query-store.ts';
import { RenderedPagesContext } from './lib/rendered-pages.ts';
import { Navigate } from '../shared/router/link.tsx';
import { useLocation } from '../shared/router/router.tsx';
import { ParamsContext } from '../shared/router/route-params.ts';
import { SiteOriginContext } from './lib/site-origin.tsx';
import { siteSystem } from './theme/system.ts';

// Each page module by its path (the key the build manifest uses, after "./"), loaded on demand.
const pageModules = import.meta.glob<{ default: ComponentType<never> }>(['./pages/*-page.tsx', './pages/services/*-page.tsx']);

/** A lazily loaded page that tells the server renderer (if any) it was rendered. */
function lazyPage<P extends object = object>(file: string) {
  const load = pageModules[file];
  if (!load) throw new Error(`No page module ${file}`);
  const Lazy = lazy(load as () => Promise<{ default: ComponentType<P> }>);
  function Page(props: P) {
    useContext(RenderedPagesContext)?.add(file.slice(2));
    return <Lazy {...props} />;
  }
  return Page;
}

const ComingSoonPage = lazyPage<{ title: string; path: string }>('./pages/coming-soon-page.tsx');

/** The page of each route of the shared table (shared/public-routes.ts). */
const PAGES: Record<PublicRouteName, ComponentType> = {
  home: lazyPage('./pages/home-page.tsx'),
  services: lazyPage('./pages/services-page.tsx'),
  antiqueSourcing: lazyPage('./pages/services/antique-sourcing-page.tsx'),
  rugshiftBespoke: lazyPage('./pages/services/rugshift-bespoke-page.tsx'),
  rugIntelligence: lazyPage('./pages/services/rug-intelligence-page.tsx'),
  commercialSpaces: lazyPage('./pages/services/commercial-spaces-page.tsx'),
  designerRugsIncluded: lazyPage('./pages/services/designer-rugs-included-page.tsx'),
  serviceAreas: lazyPage('./pages/service-areas-page.tsx'),
  serviceArea: lazyPage('./pages/service-area-page.tsx'),
  proofRoi: lazyPage('./pages/proof-roi-page.tsx'),
  healthPets: lazyPage('./pages/health-pets-page.tsx'),
  about: lazyPage('./pages/about-page.tsx'),
  blog: lazyPage('./pages/blog-page.tsx'),
  blogPost: lazyPage('./pages/blog-post-page.tsx'),
  contact: lazyPage('./pages/contact-page.tsx'),
  shop: lazyPage('./pages/shop-page.tsx'),
  product: lazyPage('./pages/product-page.tsx'),
  privacy: () => <ComingSoonPage title="Privacy Policy" path={paths.privacy} />,
  terms: () => <ComingSoonPage title="Terms of Service" path={paths.terms} />,
  accessibility: () => <ComingSoonPage title="Accessibility" path={paths.accessibility} />,
  notFound: lazyPage('./pages/not-found-page.tsx'),
};

interface AppProps {
  queries: QueryStore;
  /** Absolute origin for canonical and social addresses. */
  origin: string;
}

export function App({ queries, origin }: AppProps) {
  const { pathname } = useLocation();
  // The bare origin belongs to the site's home (the server answers it with a redirect too).
  if (pathname === '/') return <Navigate to={paths.home} replace />;
  return (
    <QueryStoreContext value={queries}>
      <SiteOriginContext value={origin}>
        <ChakraProvider value={siteSystem()}>
          <PublicLayout>
            <PublicRoute />
          </PublicLayout>
        </ChakraProvider>
      </SiteOriginContext>
    </QueryStoreContext>
  );
}

/** The page of the address's route, with its params. */
function PublicRoute() {
  const { pathname, search, hash } = useLocation();
  const match = matchPublicRoute(pathname);
  // An address spelled otherwise moves to the route's own, as the server answers it with a 301.
  if (match.redirect) return <Navigate to={`${match.redirect}${search}${hash}`} replace />;
  const Page = PAGES[match.name];
  return (
    <ParamsContext value={match.params}>
      <Page />
    </ParamsContext>
  );
}
