// Clients' words: the testimonials a page shows (the home page and About all the
// active ones, an area's page those naming it: shared/domain/testimonial-places.ts), each a quote
// with who said it, their role and where they live, and their photo when there is one. Props only,
// no script: it renders on the server as it is, and nothing at all when there is none to show.
import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { Quote } from 'lucide-react';
import type { Testimonial } from '../../shared/contract/testimonials.ts';
import { cardStyles } from '../components/card-styles.ts';
import { Section, SectionHeading } from '../components/page-parts.tsx';
import { CardGrid, columnsFor } from '../components/card-grid.tsx';
import type { ComponentProps } from 'react';

const PHOTO_SIZE = 56;

export interface TestimonialsListProps {
  testimonials: readonly Testimonial[];
  /** The section heading's id (unique on its page). */
  headingId: string;
  eyebrow?: string;
  title: string;
  text?: string;
  tone?: 'plain' | 'cream';
  /** The page view's marks of the heading's words (field-marks.tsx). */
  marks?: ComponentProps<typeof SectionHeading>['marks'];
}

export function TestimonialsList({
  testimonials,
  headingId,
  eyebrow,
  title,
  text,
  tone = 'cream',
  marks,
}: TestimonialsListProps) {
  if (testimonials.length === 0) return null;
  return (
    <Section tone={tone} labelledBy={headingId}>
      <SectionHeading id={headingId} eyebrow={eyebrow} title={title} text={text} marks={marks} />
      <CardGrid columns={columnsFor(testimonials.length, 3)} data-testid="testimonials">
        {testimonials.map((testimonial) => (
          <TestimonialCard key={testimonial.id} testimonial={testimonial} />
        ))}
      </CardGrid>
    </Section>
  );
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const about = [testimonial.role, testimonial.place].filter(Boolean).join(' · ');
  return (
    <Stack as="figure" {...cardStyles} m="0" p={{ base: '6', md: '7' }} gap="5" flex="1" minW="0" justify="space-between" data-testid="testimonial">
      <Stack gap="3">
        <Box color="saffron.500" aria-hidden>
          <Quote size={28} />
        </Box>
        <chakra.blockquote m="0" fontFamily="heading" fontSize={{ base: 'xl', md: '2xl' }} lineHeight="1.35" color="walnut.900" whiteSpace="pre-line">
          {testimonial.quote}
        </chakra.blockquote>
      </Stack>
      <Flex as="figcaption" align="center" gap="3" pt="4" borderTopWidth="1px" borderColor="border">
        {testimonial.imageUrl ? (
          <chakra.img
            src={testimonial.imageUrl}
            srcSet={testimonial.imageSrcSet ?? undefined}
            sizes={testimonial.imageSrcSet ? `${PHOTO_SIZE}px` : undefined}
            alt={testimonial.imageAlt ?? ''}
            htmlWidth={PHOTO_SIZE}
            htmlHeight={PHOTO_SIZE}
            boxSize={`${PHOTO_SIZE}px`}
            borderRadius="full"
            objectFit="cover"
            flexShrink={0}
            bg="ivory.200"
            loading="lazy"
            decoding="async"
          />
        ) : null}
        <Box minW="0">
          <Text fontWeight="700" color="walnut.900">
            {testimonial.name}
          </Text>
          {about ? (
            <Text fontSize="sm" color="fg.muted">
              {about}
            </Text>
          ) : null}
        </Box>
      </Flex>
    </Stack>
  );
}
