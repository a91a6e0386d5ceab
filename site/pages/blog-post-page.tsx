import { Badge, Box, Container, Flex, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { IMAGE_SIZES } from '../../shared/contract/media.ts';
import { ARTICLE_FRAME, imageSize } from '../lib/image-sizes.ts';
import { formatShortDate } from '../../shared/domain/format.ts';
import { paths } from '../../shared/paths.ts';
import { dataOf } from '../../shared/public-routes.ts';
import { POST_NOT_FOUND_META } from '../../shared/seo/page-meta.ts';
import { ButtonLink, LATTICE_LIGHT, NotFoundState, StateMessage } from '../components/page-parts.tsx';
import { ReadingTime } from '../components/reading-time.tsx';
import { RugImage } from '../components/rug-image.tsx';
import { articleStyles } from '../components/markdown-styles.ts';
import type { PageProps } from './page-props.ts';

/**
 * A post, and its body: the post's Markdown rendered to sanitised HTML by the server
 * (/content/blog/{slug}.md), read with it. A body the server could not read is still loading (the
 * server answers 503, decision 190); an empty or refused one is not available.
 */
export default function BlogPostPage({ data }: PageProps<'blogPost'>) {
  if (data.post === undefined) return <StateMessage>Loading article...</StateMessage>;
  const post = dataOf(data.post);
  if (!post) {
    return (
      <NotFoundState meta={POST_NOT_FOUND_META} back={{ to: paths.blog, label: 'Back to Blog' }}>
        We couldn't find that article. It may have been moved or unpublished.
      </NotFoundState>
    );
  }

  const html = dataOf(data.body)?.trim() ?? '';

  return (
    <>
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
        {data.body === undefined ? (
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
