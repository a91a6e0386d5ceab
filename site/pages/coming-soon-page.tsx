// Privacy, Terms and Accessibility (spec section 2): only a Coming Soon placeholder, under the page's own title.
import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { paths } from '../../shared/paths.ts';
import { ButtonLink, LATTICE_LIGHT } from '../components/page-parts.tsx';
import type { PageProps } from './page-props.ts';

export default function ComingSoonPage({ head }: PageProps<'privacy' | 'terms' | 'accessibility'>) {
  return (
    <Container maxW="none" {...LATTICE_LIGHT} py={{ base: '20', md: '28' }} textAlign="center">
      <Stack gap="5" align="center" maxW="2xl" mx="auto">
        <Text fontSize="xs" fontWeight="700" textTransform="uppercase" letterSpacing="0.2em" color="madder.700">
          {head?.title}
        </Text>
        <Heading as="h1" fontSize={{ base: '4xl', md: '6xl' }}>
          Coming Soon
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          We are preparing this page. In the meantime, please contact us with any questions.
        </Text>
        <ButtonLink to={paths.home} colorPalette="madder" size="lg">
          Back to Home
        </ButtonLink>
      </Stack>
    </Container>
  );
}
