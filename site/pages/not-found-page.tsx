import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useLocation } from 'react-router-dom';
import { paths } from '../../shared/paths.ts';
import { NOT_FOUND_META } from '../../shared/seo/page-meta.ts';
import { ButtonLink } from '../components/page-parts.tsx';
import { Seo } from '../components/seo.tsx';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <>
      <Seo title={NOT_FOUND_META.title} description={NOT_FOUND_META.description} path={pathname} noIndex />
      <Container maxW="3xl" py={{ base: '20', md: '28' }} textAlign="center">
        <Stack gap="5" align="center">
          <Text fontFamily="heading" fontSize={{ base: '7xl', md: '9xl' }} fontWeight="700" lineHeight="1" color="madder.600" aria-hidden="true">
            404
          </Text>
          <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }}>
            404 Page Not Found
          </Heading>
          <Text color="fg.muted" fontSize="lg">
            Did you forget to add the page to the router? The address <code>{pathname}</code> does not match any page on this site.
          </Text>
          <ButtonLink to={paths.home} colorPalette="madder" size="lg">
            Return Home
          </ButtonLink>
        </Stack>
      </Container>
    </>
  );
}
