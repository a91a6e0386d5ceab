import { Badge, Box, Container, Flex, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { useParams } from '../../shared/router/route-params.ts';
import { ARTICLE_FRAME, IMAGE_SIZES, imageSize } from '../lib/image-sizes.ts';
import { formatShortDate } from '../../shared/domain/format.ts';
import { href, paths } from '../../shared/paths.ts';
import { blogPostingJsonLd } from '../../shared/seo/structured-data.ts';
import { POST_NOT_FOUND_META, postPageMeta } from '../../shared/seo/page-meta.ts';
import { useSiteOrigin } from '../lib/site-origin.tsx';
import { ButtonLink, LATTICE_LIGHT, NotFoundState, StateMessage } from '../components/page-parts.tsx';
import { ReadingTime } from '../components/reading-time.tsx';
import { RugImage } from '../components/rug-image.tsx';
import { Seo } from '../components/seo.tsx';
import { useBlogBody, useBlogPosts, useSettings } from '../lib/queries.ts';
import { articleStyles } from './article-styles.ts';

export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const { data: posts, isPending } = useBlogPosts();
  const post = posts?.find((candidate) => candidate.slug === slug);
  const body = useBlogBody(post ? post.slug : undefined);
  const settings = useSettings();
  const origin = useSiteOrigin();

  if (isPending) return <StateMessage>Loading article...</StateMessage>;

  if (!post) {
    return (
      <NotFoundState meta={POST_NOT_FOUND_META} path={href.blogPost(slug)} back={{ to: paths.blog, label: 'Back to Blog' }}>
        We couldn't find that article. It may have been moved or unpublished.
      </NotFoundState>
    );
  }

  const html = typeof body.data === 'string' ? body.data.trim() : '';

  return (
    <>
      <Seo {...postPageMeta(post)} jsonLd={[blogPostingJsonLd(post, settings, origin)]} />
      <Box {...LATTICE_LIGHT} borderBottomWidth="1px" borderColor="border">
        <Container maxW="4xl" px={{ base: '5', md: '6' }} pt={{ base: '8', md: '12' }} pb={{ base: '10', md: '14' }}>
          <ButtonLink to={paths.blog} variant="plain" colorPalette="walnut" color="walnut.700" px="0" size="sm">
            <ArrowLeft size={16} aria-hidden /> Back to Blog
          </ButtonLink>
          <Stack gap="5" mt="6">
            <Box>
              <Badge colorPalette="madder" variant="subtle" borderRadius="full" px="3" size="md">
                {post.category}
              </Badge>
            </Box>
            <Heading as="h1" fontSize={{ base: '4xl', md: '5xl', lg: '6xl' }} lineHeight="1.05">
              {post.title}
            </Heading>
            <Flex gap={{ base: '3', md: '5' }} wrap="wrap" color="fg.muted" fontSize="sm" align="center">
              <Text fontWeight="600" color="walnut.800">
                By {post.author}
              </Text>
              <chakra.time dateTime={post.publishedDate}>{formatShortDate(post.publishedDate)}</chakra.time>
              <ReadingTime value={post.readingTime} />
            </Flex>
          </Stack>
        </Container>
      </Box>
      <Container maxW="3xl" px={{ base: '5', md: '6' }} pt={{ base: '8', md: '12' }}>
        <Box borderRadius="xl" overflow="hidden" borderWidth="1px" borderColor="border" boxShadow="md">
          <RugImage src={post.image} srcSet={post.imageSrcSet} sizes={IMAGE_SIZES.article} alt={post.imageAlt || ''} {...imageSize(post, ARTICLE_FRAME)} loading="eager" />
        </Box>
      </Container>
      <Container as="article" maxW="3xl" px={{ base: '5', md: '6' }} py={{ base: '10', md: '14' }}>
        {body.isPending ? (
          <StateMessage>Loading article...</StateMessage>
        ) : html ? (
          <Box css={articleStyles} data-testid="article-body" dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          <StateMessage>Article content not available.</StateMessage>
        )}
        <Flex mt="12" pt="8" borderTopWidth="1px" borderColor="border" gap="3" wrap="wrap" justify="space-between">
          <ButtonLink to={paths.blog} variant="outline" colorPalette="walnut" borderColor="walnut.400">
            <ArrowLeft size={16} aria-hidden /> Back to Blog
          </ButtonLink>
          <ButtonLink to={paths.blog} colorPalette="madder">
            More Articles
          </ButtonLink>
        </Flex>
      </Container>
    </>
  );
}
