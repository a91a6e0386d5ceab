// The public route table of spec section 2. Every page is its own lazily loaded chunk; the web
// admin is mounted separately (site/admin/admin-main.tsx) and no public page imports it.
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { paths } from '../shared/paths.ts';
import { PublicLayout } from './components/public-layout.tsx';
import { SiteOriginContext } from './lib/site-origin.tsx';
import { system } from './theme/system.ts';

const HomePage = lazy(() => import('./pages/home-page.tsx'));
const ServicesPage = lazy(() => import('./pages/services-page.tsx'));
const ServiceSubPage = lazy(() => import('./pages/services/service-sub-page.tsx'));
const ServiceAreasPage = lazy(() => import('./pages/service-areas-page.tsx'));
const ProofRoiPage = lazy(() => import('./pages/proof-roi-page.tsx'));
const HealthPetsPage = lazy(() => import('./pages/health-pets-page.tsx'));
const AboutPage = lazy(() => import('./pages/about-page.tsx'));
const BlogPage = lazy(() => import('./pages/blog-page.tsx'));
const BlogPostPage = lazy(() => import('./pages/blog-post-page.tsx'));
const ContactPage = lazy(() => import('./pages/contact-page.tsx'));
const ShopPage = lazy(() => import('./pages/shop-page.tsx'));
const ProductPage = lazy(() => import('./pages/product-page.tsx'));
const ComingSoonPage = lazy(() => import('./pages/coming-soon-page.tsx'));
const NotFoundPage = lazy(() => import('./pages/not-found-page.tsx'));

interface AppProps {
  queryClient: QueryClient;
  /** Absolute origin for canonical and social addresses. */
  origin: string;
}

export function App({ queryClient, origin }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <Routes>
        <Route path="/" element={<Navigate to={paths.home} replace />} />
        <Route
          path="*"
          element={
            <SiteOriginContext value={origin}>
              <ChakraProvider value={system}>
                <PublicLayout>
                  <PublicRoutes />
                </PublicLayout>
              </ChakraProvider>
            </SiteOriginContext>
          }
        />
      </Routes>
    </QueryClientProvider>
  );
}

function PublicRoutes() {
  return (
    <Routes>
      <Route path={paths.home} element={<HomePage />} />
      <Route path={paths.services} element={<ServicesPage />} />
      <Route path={paths.antiqueSourcing} element={<ServiceSubPage slug="antique-sourcing" />} />
      <Route path={paths.rugshiftBespoke} element={<ServiceSubPage slug="rugshift-bespoke" />} />
      <Route path={paths.rugIntelligence} element={<ServiceSubPage slug="rug-intelligence" />} />
      <Route path={paths.commercialSpaces} element={<ServiceSubPage slug="commercial-spaces" />} />
      <Route path={paths.designerRugsIncluded} element={<ServiceSubPage slug="designer-rugs-included" />} />
      <Route path={paths.serviceAreas} element={<ServiceAreasPage />} />
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
