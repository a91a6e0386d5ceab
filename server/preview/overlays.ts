// What a preview changes (decision 145): the public reads and head lookups of the real page, with
// the previewed record answered from its snapshot instead of the database, whatever its state (a
// draft, a scheduled post, an inactive product). Everything else on the page is read as usual.
import type { AdminBlogPost, BlogPost } from '../../shared/contract/blog.ts';
import { PAGES, type PageContent } from '../../shared/contract/pages.ts';
import type { PreviewResource } from '../../shared/contract/admin-endpoints.ts';
import type { AdminProduct } from '../../shared/contract/products.ts';
import { publicServiceArea, type AdminServiceArea, type ServiceArea } from '../../shared/contract/service-areas.ts';
import { href, paths } from '../../shared/paths.ts';
import { PUBLIC_ROUTES } from '../../shared/public-routes.ts';
import { renderMarkdown } from '../../shared/markdown/safe-markdown.ts';
import type { PublicReadAnswers } from '../http/public-reads.ts';
import { parseId } from '../http/request-values.ts';
import type { PageLookups } from '../public-pages/page-head.ts';

/** The page a preview shows: its public address, and the reads and lookups it is rendered from. */
export interface PreviewPage {
  path: string;
  answers: PublicReadAnswers;
  lookups: PageLookups;
}

interface Base {
  answers: PublicReadAnswers;
  lookups: PageLookups;
}

/** `list` with `item` in place of the record with its id, or first when the list does not hold it. */
function withRecord<T extends { id: number }>(list: readonly T[], item: T): T[] {
  return list.some((entry) => entry.id === item.id) ? list.map((entry) => (entry.id === item.id ? item : entry)) : [item, ...list];
}

function productPage({ answers, lookups }: Base, record: AdminProduct): PreviewPage {
  const shown = lookups.products.publicOf(record);
  return {
    path: href.product(record.id),
    answers: { ...answers, product: (input) => (parseId(input.id) === record.id ? shown : answers.product(input)) },
    lookups: { ...lookups, products: { ...lookups.products, findPublic: (id) => (id === record.id ? shown : lookups.products.findPublic(id)) } },
  };
}

function blogPostPage({ answers, lookups }: Base, record: AdminBlogPost): PreviewPage {
  const shown = lookups.blog.publicOf(record);
  const isIt = (slug: string) => slug === record.slug;
  return {
    path: href.blogPost(record.slug),
    answers: {
      ...answers,
      blogPosts: (input) => withRecord(answers.blogPosts(input) as BlogPost[], shown),
      blogPost: (input) => (isIt(input.slug) ? shown : answers.blogPost(input)),
      blogBody: (input) => (isIt(input.slug) ? renderMarkdown(record.content) : answers.blogBody(input)),
    },
    lookups: {
      ...lookups,
      blog: {
        ...lookups.blog,
        findPublicPost: (slug) => (isIt(slug) ? record : lookups.blog.findPublicPost(slug)),
        getPublic: (slug) => (isIt(slug) ? shown : lookups.blog.getPublic(slug)),
      },
    },
  };
}

function serviceAreaPage({ answers, lookups }: Base, record: AdminServiceArea): PreviewPage {
  const shown: ServiceArea = publicServiceArea.parse(record);
  const list = () => withRecord(lookups.serviceAreas.listPublic(), shown);
  return {
    path: href.serviceArea(record.slug),
    answers: { ...answers, serviceAreas: list },
    lookups: {
      ...lookups,
      serviceAreas: { ...lookups.serviceAreas, listPublic: list, findPublic: (slug) => (slug === record.slug ? shown : lookups.serviceAreas.findPublic(slug)) },
    },
  };
}

/** The address of the public page that shows a page's content (home, about...); a part every page shares (the footer) is shown on the home page. */
function pageContentPath(record: PageContent): string {
  if (PAGES.find((page) => page.slug === record.pageSlug)?.group === 'site') return paths.home;
  const routes: { patterns: readonly string[]; pageSlug?: string }[] = Object.values(PUBLIC_ROUTES);
  const path = routes.find((route) => route.pageSlug === record.pageSlug)?.patterns[0];
  if (!path) throw new Error(`No public route shows the page ${record.pageSlug}`);
  return path;
}

function pageContentPage({ answers, lookups }: Base, record: PageContent): PreviewPage {
  return {
    path: pageContentPath(record),
    answers: { ...answers, page: (input) => (input.pageSlug === record.pageSlug ? record : answers.page(input)) },
    lookups: { ...lookups, pages: { ...lookups.pages, get: (slug) => (slug === record.pageSlug ? record : lookups.pages.get(slug)) } },
  };
}

/** The preview page of a snapshot (the record as the admin reads it, with the previewed values). */
export function previewPage(base: Base, resource: PreviewResource, record: unknown): PreviewPage {
  switch (resource) {
    case 'products':
      return productPage(base, record as AdminProduct);
    case 'blog':
      return blogPostPage(base, record as AdminBlogPost);
    case 'serviceAreas':
      return serviceAreaPage(base, record as AdminServiceArea);
    case 'pages':
      return pageContentPage(base, record as PageContent);
  }
}
