// The core services kind: the active core services (records of their own, edited under Services,
// handed in by the page) as cards with their icon, Free Service badge and features
// (docs/product/routes.md#public-pages, Services).
import { Badge, Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Check } from 'lucide-react';
import type { CoreService } from '../../shared/contract/core-services.ts';
import type { SectionOf } from '../../shared/contract/sections/page-content.ts';
import { serviceIcon } from '../../shared/service-icons.ts';
import { Section, StateMessage } from '../components/page-parts.tsx';
import { cardStyles } from '../components/card-styles.ts';
import { SectionHeader, headingId } from './section-parts.tsx';
import { CardGrid } from '../components/card-grid.tsx';

/** `services` undefined: they could not be read (the spec's loading text, decision 190). */
export function CoreServicesSection({ section, services }: { section: SectionOf<'coreServices'>; services: readonly CoreService[] | undefined }) {
  return (
    <Section tone={section.tone} labelledBy={headingId(section)}>
      <SectionHeader section={section} />
      {services === undefined ? (
        <StateMessage>Loading services...</StateMessage>
      ) : services.length === 0 ? (
        <StateMessage>No services found.</StateMessage>
      ) : (
        <CardGrid columns={3} data-testid="core-services">
          {services.map((service) => (
            <ServiceCard key={service.id} service={service} />
          ))}
        </CardGrid>
      )}
    </Section>
  );
}

function ServiceCard({ service }: { service: CoreService }) {
  const { icon: Icon, name } = serviceIcon(service.iconName);
  return (
    <Stack as="article" {...cardStyles} p={{ base: '6', md: '7' }} gap="4" data-testid="service-card">
      <Flex justify="space-between" align="flex-start" gap="3">
        <Flex w="12" h="12" borderRadius="lg" bg="indigo.50" color="indigo.600" align="center" justify="center" data-icon={name} data-testid="service-icon">
          <Icon size={24} aria-hidden />
        </Flex>
        {service.isFree ? (
          <Badge colorPalette="sage" variant="subtle" size="md" borderRadius="full" px="3">
            Free Service
          </Badge>
        ) : null}
      </Flex>
      <Heading as="h3" fontSize="2xl" lineHeight="1.2">
        {service.title}
      </Heading>
      <Text color="fg.muted">{service.description}</Text>
      {service.features.length > 0 ? (
        <Stack as="ul" gap="2" listStyleType="none" pt="1" aria-label={`${service.title} features`}>
          {service.features.map((feature) => (
            <Flex as="li" key={feature} gap="2.5" align="flex-start" fontSize="sm">
              <Box color="sage.700" mt="0.5" flexShrink={0}>
                <Check size={16} aria-hidden />
              </Box>
              {feature}
            </Flex>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
