// The testimonials kind: the section only places them; what clients said are records of their own
// (the testimonial type), handed in by the page in their display order. With none to show, the
// section shows nothing at all.
import { Box, Flex, Heading, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { Quote } from 'lucide-react';
import type { SectionOf } from '../../shared/contract/sections/page-content.ts';
import { Section } from '../components/page-parts.tsx';
import { cardStyles } from '../components/card-styles.ts';
import { RugImage } from '../components/rug-image.tsx';
import { SectionHeader, headingId } from './section-parts.tsx';

/** What a testimonial shows: the words, who said them and where they live. */
export interface TestimonialView {
  id: number;
  quote: string;
  name: string;
  /** The neighborhood or town. */
  place: string;
  role?: string | null;
  photo?: { src: string; alt: string } | null;
}

export function TestimonialsSection({ section, testimonials }: { section: SectionOf<'testimonials'>; testimonials: readonly TestimonialView[] }) {
  const shown = testimonials.slice(0, section.limit);
  if (shown.length === 0) return null;
  return (
    <Section tone={section.tone} labelledBy={headingId(section)}>
      <SectionHeader section={section} />
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: Math.min(shown.length, 3) }} gap="6">
        {shown.map((testimonial) => (
          <Stack as="li" key={testimonial.id} {...cardStyles} p={{ base: '6', md: '7' }} gap="5">
            <Box color="saffron.500">
              <Quote size={28} aria-hidden />
            </Box>
            <chakra.blockquote fontFamily="heading" fontSize="xl" lineHeight="1.4" color="walnut.900" flex="1">
              {testimonial.quote}
            </chakra.blockquote>
            <Flex gap="3" align="center">
              {testimonial.photo ? (
                <Box w="12" h="12" borderRadius="full" overflow="hidden" flexShrink={0}>
                  <RugImage src={testimonial.photo.src} alt={testimonial.photo.alt} width={96} height={96} frame={{ width: 96, height: 96 }} loading="lazy" />
                </Box>
              ) : null}
              <Box>
                <Heading as="h3" fontSize="md" fontFamily="body" fontWeight="700">
                  {testimonial.name}
                </Heading>
                <Text fontSize="sm" color="fg.muted">
                  {[testimonial.role, testimonial.place].filter(Boolean).join(', ')}
                </Text>
              </Box>
            </Flex>
          </Stack>
        ))}
      </SimpleGrid>
    </Section>
  );
}
