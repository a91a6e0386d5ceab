// What a preview changes (decision 145): the public reads of the real page (which its head and body
// are made from), with the previewed record answered from its snapshot instead of the database,
// whatever its state (a draft, a scheduled post, an inactive product). Everything else on the page
// is read as usual.
import type { AdminBlogPost, BlogListPage, BlogPost } from '../../shared/contract/blog.ts';
import { PAGES, type PageContent } from '../../shared/contract/pages.ts';
import type { PreviewResource } from '../../shared/contract/resource-addresses.ts';
import type { AdminProduct } from '../../shared/contract/products.ts';
import { publicServiceArea, type AdminServiceArea, type ServiceArea } from '../../shared/contract/service-areas.ts';
import { href, paths } from '../../shared/paths.ts';
import { matchPublicRoute } from '../../shared/match-route.ts';
import { routePageSlug, STATIC_PUBLIC_PATHS } from '../../shared/public-routes.ts';
import { renderMarkdown } from '../../shared/markdown/safe-markdown.ts';
import type { PublicReadAnswers } from '../http/public-reads.ts';
import { parseId } from '../http/request-values.ts';
import type { PageLookups } from '../public-pages/page-head.ts';

/** The page a preview shows: its public address, and the reads it is rendered from. */
export interface PreviewPage {
  path: string;
  answers: PublicReadAnswers;
}

interface Base {
  answers: PublicReadAnswers;
  /** How the public reads a record, for the snapshot. */
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
      blogList: (input) => {
        const list = answers.blogList(input) as BlogListPage;
        return { ...list, posts: withRecord(list.posts, shown) };
      },
      blogPost: (input) => (isIt(input.slug) ? shown : answers.blogPost(input)),
      blogBody: (input) => (isIt(input.slug) ? renderMarkdown(record.content) : answers.blogBody(input)),
    },
  };
}

function serviceAreaPage({ answers, lookups }: Base, record: AdminServiceArea): PreviewPage {
  const shown: ServiceArea = publicServiceArea.parse(record);
  const list = () => withRecord(lookups.serviceAreas.listPublic(), shown);
  return {
    path: href.serviceArea(record.slug),
    answers: { ...answers, serviceAreas: list },
  };
}

/** The address of the public page that shows a page's content (home, about...); a part every page shares (the footer) is shown on the home page. */
function pageContentPath(record: PageContent): string {
  if (PAGES.find((page) => page.slug === record.pageSlug)?.group === 'site') return paths.home;
  const path = STATIC_PUBLIC_PATHS.find((candidate) => {
    const match = matchPublicRoute(candidate);
    return routePageSlug(match.name, match.params) === record.pageSlug;
  });
  if (!path) throw new Error(`No public route shows the page ${record.pageSlug}`);
  return path;
}

function pageContentPage({ answers }: Base, record: PageContent): PreviewPage {
  return {
    path: pageContentPath(record),
    answers: { ...answers, page: (input) => (input.pageSlug === record.pageSlug ? record : answers.page(input)) },
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
