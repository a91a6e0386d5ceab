// Each public route's page component (decision 190), by the route's name in the route table
// (shared/public-routes.ts), which holds everything else of the page: its address, navigation
// label, head, page content and reads. The table cannot live there (shared/ never imports the site,
// and the server never loads a component), so it is this record, which the type checker holds
// to the route table: every route has its component, and each component takes its route's data.
// The routes with page content render its sections (sections-page.tsx, decision 220).
import type { ComponentType } from 'react';
import type { PublicRouteName } from '../../shared/public-routes.ts';
import BlogPage from './blog-page.tsx';
import BookPage from './book-page.tsx';
import BlogPostPage from './blog-post-page.tsx';
import NotFoundPage from './not-found-page.tsx';
import type { PageProps } from './page-props.ts';
import ManageBookingPage from './manage-booking-page.tsx';
import ProductPage from './product-page.tsx';
import ServiceAreaPage from './service-area-page.tsx';
import ServiceAreasPage from './service-areas-page.tsx';
import SectionsPage from './sections-page.tsx';
import ShopPage from './shop-page.tsx';

export const PAGES = {
  home: SectionsPage,
  services: SectionsPage,
  servicePage: SectionsPage,
  serviceAreas: ServiceAreasPage,
  serviceArea: ServiceAreaPage,
  proofRoi: SectionsPage,
  rugFit: SectionsPage,
  healthPets: SectionsPage,
  about: SectionsPage,
  blog: BlogPage,
  blogPost: BlogPostPage,
  contact: SectionsPage,
  shop: ShopPage,
  product: ProductPage,
  book: BookPage,
  manageBooking: ManageBookingPage,
  privacy: SectionsPage,
  terms: SectionsPage,
  accessibility: SectionsPage,
  notFound: NotFoundPage,
} satisfies { [N in PublicRouteName]: ComponentType<PageProps<N>> };
