// Whether a post is public (spec: a draft or published toggle with an optional publish date-time):
// published with a publish date still ahead is scheduled, not published, until that moment. The
// server's query for public posts (server/blog/service.ts PUBLIC_CONDITION) is this rule in SQL.

export type PostStatus = { kind: 'draft' } | { kind: 'scheduled'; at: string } | { kind: 'published' };

export function postStatus(post: { published: boolean; publishedAt: string | null }, now: number = Date.now()): PostStatus {
  if (!post.published) return { kind: 'draft' };
  const at = post.publishedAt === null ? Number.NaN : Date.parse(post.publishedAt);
  return at > now ? { kind: 'scheduled', at: post.publishedAt! } : { kind: 'published' };
}
