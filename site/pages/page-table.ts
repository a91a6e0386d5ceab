// Each public route's page component (decision 190), by the route's name in the route table
// (shared/public-routes.ts), which holds everything else of the page: its address, navigation
// label, head, page content and reads. The table cannot live there (shared/ never imports the site,
// and the server never loads a component), so it is this record, which the type checker holds
// to the route table: every route has its component, and each component takes its route's data.
import type { ComponentType } from 'react';
import type { PublicRouteName } from '../../shared/public-routes.ts';
import AboutPage from './about-page.tsx';
import BlogPage from './blog-page.tsx';
import BlogPostPage from './blog-post-page.tsx';
import ComingSoonPage from './coming-soon-page.tsx';
import ContactPage from './contact-page.tsx';
import HealthPetsPage from './health-pets-page.tsx';
import HomePage from './home-page.tsx';
import NotFoundPage from './not-found-page.tsx';
import type { PageProps } from './page-props.ts';
import ProductPage from './product-page.tsx';
import ProofRoiPage from './proof-roi-page.tsx';
import RugFitPage from './rug-fit-page.tsx';
import ServiceAreaPage from './service-area-page.tsx';
import ServiceAreasPage from './service-areas-page.tsx';
import ServicePage from './service-page.tsx';
import ServicesPage from './services-page.tsx';
import ShopPage from './shop-page.tsx';

export const PAGES = {
  home: HomePage,
  services: ServicesPage,
  servicePage: ServicePage,
  serviceAreas: ServiceAreasPage,
  serviceArea: ServiceAreaPage,
  proofRoi: ProofRoiPage,
  rugFit: RugFitPage,
  healthPets: HealthPetsPage,
  about: AboutPage,
  blog: BlogPage,
  blogPost: BlogPostPage,
  contact: ContactPage,
  shop: ShopPage,
  product: ProductPage,
  privacy: ComingSoonPage,
  terms: ComingSoonPage,
  accessibility: ComingSoonPage,
  notFound: NotFoundPage,
} satisfies { [N in PublicRouteName]: ComponentType<PageProps<N>> };
