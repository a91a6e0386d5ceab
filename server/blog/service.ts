import { blogResource, type AdminBlogPost, type BlogListPage, type BlogPost } from '../../shared/contract/blog.ts';
import { BLOG_PAGE_SIZE } from '../../shared/domain/blog-list.ts';
import { listPage, pageOffset } from '../../shared/domain/paging.ts';
import type { PublicImageInfo } from '../../shared/contract/media.ts';
import type { Db } from '../db/connection.ts';
import { NotFoundError } from '../http/errors.ts';
import { createPublicImageLookup, NO_IMAGE_INFO } from '../media/public-image.ts';
import type { Page } from '../http/pagination.ts';
import { readingTimeOf } from '../../shared/domain/reading-time.ts';
import { createCrudService, type CrudService } from '../records/crud-service.ts';
import { recordTableOf } from '../db/record-table.ts';
import type { ValuesOf } from '../records/record-service.ts';

type BlogPostFields = ValuesOf<'blog'>;

const NEWEST_FIRST = 'COALESCE(published_at, created_at) DESC, id DESC';
/** Published and not scheduled; ISO strings in UTC compare correctly as text. */
const PUBLIC_CONDITION = 'published = 1 AND (published_at IS NULL OR published_at <= ?)';

export const PLACEHOLDER_IMAGE = '/images/rugs/placeholder.svg';

/** The post as the public site reads it: no nulls for what the cards print, no admin fields. */
export function toPublicBlogPost(post: AdminBlogPost, image: PublicImageInfo = NO_IMAGE_INFO): BlogPost {
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt ?? '',
    author: post.author,
    publishedDate: (post.publishedAt ?? post.createdAt).slice(0, 10),
    readingTime: post.readingTime ?? '',
    category: post.category ?? '',
    image: post.imageUrl ?? PLACEHOLDER_IMAGE,
    imageAlt: post.imageAlt ?? post.title,
    ...image,
    featured: post.featured,
    seoTitle: post.seoTitle,
    seoDescription: post.seoDescription,
    updatedAt: post.updatedAt,
  };
}

/**
 * A post saved with no reading time gets one computed from its Markdown: here, at
 * save time, so the web admin, the studio and any API client all get it.
 */
function withComputedReadingTime(admin: CrudService<BlogPostFields>): CrudService<BlogPostFields> {
  const filled = <V extends BlogPostFields>(values: V): V => ({ ...values, readingTime: values.readingTime ?? readingTimeOf(values.content) });
  return {
    ...admin,
    create: (values) => admin.create(filled(values)),
    update: (id, values, expectedVersion) => admin.update(id, filled(values), expectedVersion),
  };
}

export function createBlogService(db: Db) {
  const table = recordTableOf<BlogPostFields>(db, blogResource);
  const now = () => new Date().toISOString();
  const imageInfo = createPublicImageLookup(db);
  const toPublic = (post: AdminBlogPost) => toPublicBlogPost(post, imageInfo(post.imageUrl));

  /** A published, not scheduled post with this slug, with its Markdown; undefined otherwise. */
  const findPublicPost = (slug: string): AdminBlogPost | undefined =>
    table.select({ where: `slug = ? AND ${PUBLIC_CONDITION}`, params: [slug, now()] })[0];

  return {
    admin: withComputedReadingTime(createCrudService({ db, table, slugSource: blogResource.titleField, listOrder: NEWEST_FIRST })),
    listPublic: (page: Page = {}) => table.select({ where: PUBLIC_CONDITION, orderBy: NEWEST_FIRST, params: [now()], ...page }).map(toPublic),
    /**
     * One page of the blog list (decision 090), cut by SQL: a page reads its twelve posts and a
     * count, not every post's Markdown. A page past the end holds no posts but says how many pages there are.
     */
    publicListPage(page: number): BlogListPage {
      const visible = { where: PUBLIC_CONDITION, params: [now()] };
      const posts = table.select({ ...visible, orderBy: NEWEST_FIRST, limit: BLOG_PAGE_SIZE, offset: pageOffset(page, BLOG_PAGE_SIZE) });
      const { items, ...where } = listPage(posts.map(toPublic), table.count(visible), page, BLOG_PAGE_SIZE);
      return { posts: items, ...where };
    },
    findPublicPost,
    /** A post as the public reads it, whatever its state (a preview shows drafts too). */
    publicOf: toPublic,
    /** When the next scheduled post goes public (epoch ms), so cached public answers can expire then. */
    nextScheduledAt(): number | undefined {
      const [next] = table.select({ where: 'published = 1 AND published_at > ?', orderBy: 'published_at', params: [now()] });
      return next?.publishedAt ? Date.parse(next.publishedAt) : undefined;
    },
    getPublic(slug: string): BlogPost {
      const post = findPublicPost(slug);
      if (!post) throw new NotFoundError();
      return toPublic(post);
    },
  };
}
export type BlogService = ReturnType<typeof createBlogService>;
