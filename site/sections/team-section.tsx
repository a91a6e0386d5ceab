// The team kind: the people behind the business, each with a photo (or their initials), name,
// role, credentials and a short bio (docs/product/rules.md#settled-in-the-third-round: team members are a section of About).
import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { SectionOf } from '../../shared/contract/sections/page-content.ts';
import { Section } from '../components/page-parts.tsx';
import { cardStyles } from '../components/card-styles.ts';
import { RugImage } from '../components/rug-image.tsx';
import { SectionHeader, headingId } from './section-parts.tsx';
import { CardGrid } from '../components/card-grid.tsx';
import { useFieldMarks } from './field-marks.tsx';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('');

export function TeamSection({ section }: { section: SectionOf<'team'> }) {
  const mark = useFieldMarks();
  return (
    <Section tone={section.tone} labelledBy={headingId(section)}>
      <SectionHeader section={section} />
      <CardGrid columns={3}>
        {section.members.map((member, index) => (
          <Stack key={member.name} {...cardStyles} overflow="hidden" gap="0">
            {member.photo ? (
              <Box aspectRatio="4 / 3" overflow="hidden" bg="ivory.100" {...mark(`members.${index}.photo`)}>
                <RugImage src={member.photo.src} alt={member.photo.alt} width={800} height={600} frame={{ width: 800, height: 600 }} loading="lazy" />
              </Box>
            ) : (
              <Flex aspectRatio="4 / 3" bg="indigo.700" color="saffron.200" align="center" justify="center" fontFamily="heading" fontSize="6xl" fontWeight="700" aria-hidden="true">
                {initials(member.name)}
              </Flex>
            )}
            <Stack gap="2" p={{ base: '5', md: '6' }}>
              <Heading as="h3" fontSize="2xl" {...mark(`members.${index}.name`)}>
                {member.name}
              </Heading>
              <Text color="madder.700" fontWeight="600" {...mark(`members.${index}.role`)}>
                {member.role}
              </Text>
              {member.credentials ? (
                <Text fontSize="sm" color="fg.muted" {...mark(`members.${index}.credentials`)}>
                  {member.credentials}
                </Text>
              ) : null}
              {member.bio ? (
                <Text color="walnut.800" {...mark(`members.${index}.bio`)}>
                  {member.bio}
                </Text>
              ) : null}
            </Stack>
          </Stack>
        ))}
      </CardGrid>
    </Section>
  );
}
