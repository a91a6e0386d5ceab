import { Badge, Box, Flex, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import type { BlogPost } from '../../shared/contract/blog.ts';
import { IMAGE_SIZES } from '../../shared/contract/media.ts';
import { BLOG_CARD_FRAME, imageSize } from '../lib/image-sizes.ts';
import { formatShortDate } from '../../shared/domain/format.ts';
import { listPageAddress } from '../../shared/domain/paging.ts';
import { href, paths } from '../../shared/paths.ts';
import { Section, StateMessage } from '../components/page-parts.tsx';
import { cardStyles } from '../components/card-styles.ts';
import { ReadingTime } from '../components/reading-time.tsx';
import { RugImage } from '../components/rug-image.tsx';
import { dataOf } from '../../shared/public-routes.ts';
import { useFieldMarks, type FieldMark } from '../sections/field-marks.tsx';
import { SectionList } from '../sections/section-list.tsx';
import type { PageProps } from './page-props.ts';
import { CardGrid } from '../components/card-grid.tsx';
import { Pagination } from '../components/pagination.tsx';

const POSTS_ID = 'posts';

/** The address of a page of the list, at the cards (the first page is the plain address). */
const pageHref = (page: number) => `${listPageAddress(paths.blog, page)}#${POSTS_ID}`;

/** The blog's list (docs/product/routes.md#public-pages): the owner's sections (its hero and words), and where its articles section stands, a page of the published posts. */
export default function BlogPage({ data, sections, settings }: PageProps<'blog'>) {
  return <SectionList sections={sections?.sections ?? []} context={{ settings, blogPosts: (section) => <Posts list={data.list} title={section.title} readMore={section.readMore} /> }} />;
}

function Posts({ list: answer, title, readMore }: { list: PageProps<'blog'>['data']['list']; title: string; readMore: string }) {
  const list = dataOf(answer);
  const posts = list?.posts;
  const mark = useFieldMarks();
  return (
    <Section labelledBy="posts-title">
      <Heading as="h2" id="posts-title" srOnly {...mark('title')}>
        {title}
      </Heading>
      <Box id={POSTS_ID} scrollMarginTop={{ base: '20', lg: '24' }} />
      {answer === undefined ? (
        <StateMessage>Loading articles...</StateMessage>
      ) : !list || list.total === 0 ? (
        <StateMessage>No articles yet.</StateMessage>
      ) : !posts || posts.length === 0 ? (
        <StateMessage>No articles on this page.</StateMessage>
      ) : (
        <CardGrid columns={2}>
          {posts.map((post) => (
            <PostCard key={post.id} post={post} readMore={readMore} readMoreMark={mark('readMore')} />
          ))}
        </CardGrid>
      )}
      {list && list.pageCount > 1 ? <Pagination page={list.page} pageCount={list.pageCount} hrefOf={pageHref} /> : null}
    </Section>
  );
}

function PostCard({ post, readMore, readMoreMark }: { post: BlogPost; readMore: string; readMoreMark: FieldMark }) {
  return (
    <chakra.article {...cardStyles} overflow="hidden" display="flex" flexDirection="column" position="relative" transition="transform 0.2s ease, box-shadow 0.2s ease" _hover={{ transform: 'translateY(-3px)', boxShadow: 'lg' }} data-testid="post-card">
      <RugImage src={post.image} srcSet={post.imageSrcSet} sizes={IMAGE_SIZES.card} alt={post.imageAlt || ''} {...imageSize(post, BLOG_CARD_FRAME)} frame={BLOG_CARD_FRAME} bg="ivory.200" />
      <Stack p={{ base: '6', md: '7' }} gap="3" flex="1">
        <Flex gap="3" align="center" wrap="wrap" fontSize="sm" color="fg.muted">
          <Badge colorPalette="madder" variant="subtle" borderRadius="full" px="3">
            {post.category}
          </Badge>
          <chakra.time dateTime={post.publishedDate}>{formatShortDate(post.publishedDate)}</chakra.time>
          <ReadingTime value={post.readingTime} />
        </Flex>
        <Heading as="h3" fontSize={{ base: '2xl', md: '3xl' }} lineHeight="1.2">
          <chakra.span asChild _hover={{ color: 'madder.700' }} _after={{ content: '""', position: 'absolute', inset: 0 }}>
            <a href={href.blogPost(post.slug)}>{post.title}</a>
          </chakra.span>
        </Heading>
        <Text color="fg.muted" flex="1">
          {post.excerpt}
        </Text>
        <Flex justify="space-between" align="center" pt="2" borderTopWidth="1px" borderColor="border">
          <Text fontSize="sm" fontWeight="600">
            By {post.author}
          </Text>
          <Box color="madder.700" fontSize="sm" fontWeight="600" display="inline-flex" alignItems="center" gap="1" aria-hidden="true" {...readMoreMark}>
            {readMore} <ArrowRight size={14} />
          </Box>
        </Flex>
      </Stack>
    </chakra.article>
  );
}
