// The public route table of spec section 2. Every page is its own lazily loaded chunk (the server
// renderer waits for it; the browser hydrates it when its chunk arrives); the web
// admin is mounted separately (site/admin/admin-main.tsx) and no public page imports it.
import { ChakraProvider } from '@chakra-ui/react';
import { lazy, useContext, type ComponentType } from 'react';
import { paths } from '../shared/paths.ts';
import { PublicLayout } from './components/public-layout.tsx';
import { QueryStoreContext } from './lib/query-hooks.ts';
import type { QueryStore } from './lib/query-store.ts';
import { RenderedPagesContext } from './lib/rendered-pages.ts';
import { Navigate, Route, Routes, useLocation } from './lib/router.tsx';
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

const HomePage = lazyPage('./pages/home-page.tsx');
const ServicesPage = lazyPage('./pages/services-page.tsx');
const AntiqueSourcingPage = lazyPage('./pages/services/antique-sourcing-page.tsx');
const RugshiftBespokePage = lazyPage('./pages/services/rugshift-bespoke-page.tsx');
const RugIntelligencePage = lazyPage('./pages/services/rug-intelligence-page.tsx');
const CommercialSpacesPage = lazyPage('./pages/services/commercial-spaces-page.tsx');
const DesignerRugsIncludedPage = lazyPage('./pages/services/designer-rugs-included-page.tsx');
const ServiceAreasPage = lazyPage('./pages/service-areas-page.tsx');
const ServiceAreaPage = lazyPage('./pages/service-area-page.tsx');
const ProofRoiPage = lazyPage('./pages/proof-roi-page.tsx');
const HealthPetsPage = lazyPage('./pages/health-pets-page.tsx');
const AboutPage = lazyPage('./pages/about-page.tsx');
const BlogPage = lazyPage('./pages/blog-page.tsx');
const BlogPostPage = lazyPage('./pages/blog-post-page.tsx');
const ContactPage = lazyPage('./pages/contact-page.tsx');
const ShopPage = lazyPage('./pages/shop-page.tsx');
const ProductPage = lazyPage('./pages/product-page.tsx');
const ComingSoonPage = lazyPage<{ title: string; path: string }>('./pages/coming-soon-page.tsx');
const NotFoundPage = lazyPage('./pages/not-found-page.tsx');

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
            <PublicRoutes />
          </PublicLayout>
        </ChakraProvider>
      </SiteOriginContext>
    </QueryStoreContext>
  );
}

function PublicRoutes() {
  return (
    <Routes>
      <Route path={paths.home} element={<HomePage />} />
      <Route path={paths.services} element={<ServicesPage />} />
      <Route path={paths.antiqueSourcing} element={<AntiqueSourcingPage />} />
      <Route path={paths.rugshiftBespoke} element={<RugshiftBespokePage />} />
      <Route path={paths.rugIntelligence} element={<RugIntelligencePage />} />
      <Route path={paths.commercialSpaces} element={<CommercialSpacesPage />} />
      <Route path={paths.designerRugsIncluded} element={<DesignerRugsIncludedPage />} />
      <Route path={paths.serviceAreas} element={<ServiceAreasPage />} />
      <Route path={paths.serviceArea} element={<ServiceAreaPage />} />
      <Route path={paths.proofRoi} element={<ProofRoiPage />} />
      <Route path={paths.healthPets} element={<HealthPetsPage />} />
      <Route path={paths.about} element={<AboutPage />} />
      <Route path={paths.blog} element={<BlogPage />} />
      <Route path={paths.blogPost} element={<BlogPostPage />} />
      <Route path={paths.contact} element={<ContactPage />} />
      <Route path={paths.shop} element={<ShopPage />} />
      <Route path={paths.shopProduct} element={<ProductPage />} />
      <Route path={paths.product} element={<ProductPage />} />
      <Route path={paths.privacy} element={<ComingSoonPage title="Privacy Policy" path={paths.privacy} />} />
      <Route path={paths.terms} element={<ComingSoonPage title="Terms of Service" path={paths.terms} />} />
      <Route path={paths.accessibility} element={<ComingSoonPage title="Accessibility" path={paths.accessibility} />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
