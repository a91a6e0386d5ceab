// The banner kind: one line of news across the page with its icon and a link (the Services page's
// "Our consultancy services are free").
import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import type { SectionOf } from '../../shared/contract/sections/page-content.ts';
import { SectionIcon, headingId } from './section-parts.tsx';
import { useFieldMarks } from './field-marks.tsx';

export function BannerSection({ section }: { section: SectionOf<'banner'> }) {
  const mark = useFieldMarks();
  return (
    <Box as="section" aria-labelledby={headingId(section)} bg="indigo.700" color="ivory.50" data-testid="banner">
      <Flex maxW="6xl" mx="auto" px={{ base: '5', md: '6' }} py="5" gap="4" align={{ base: 'flex-start', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
        {section.icon ? (
          <Flex w="11" h="11" flexShrink={0} borderRadius="full" bg="saffron.300" color="walnut.900" align="center" justify="center">
            <SectionIcon name={section.icon} size={22} />
          </Flex>
        ) : null}
        <Box flex="1">
          <Text as="h2" id={headingId(section)} fontWeight="700" fontSize="lg" {...mark('title')}>
            {section.title}
          </Text>
          {section.text ? (
            <Text color="ivory.200" fontSize="sm" {...mark('text')}>
              {section.text}
            </Text>
          ) : null}
        </Box>
        {section.link ? (
          <chakra.span asChild color="saffron.300" fontWeight="600" display="inline-flex" alignItems="center" gap="1.5" _hover={{ textDecoration: 'underline' }}>
            <a href={section.link} {...mark(section.linkLabel ? 'linkLabel' : 'title')}>
              {section.linkLabel ?? section.title} <ArrowRight size={16} aria-hidden />
            </a>
          </chakra.span>
        ) : null}
      </Flex>
    </Box>
  );
}
