// The dashboard's launch checklist (docs/product/rules.md#the-launch-checklist): what a visitor
// would notice before launch, as the server lists it (GET /api/admin/launch-checklist), each item
// with links to the screen and field that fix it; an item is gone once fixed. Read again on each
// visit and after every save (its query lives under the dashboard's key, which every admin write
// refreshes); the studio shows the last answer it read while the server is away.
import { Box, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, CircleAlert, CircleCheck } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import type { LaunchItem } from '../../../contract/launch-checklist.ts';
import { useApiClient } from '../../api-client-context.tsx';
import { DASHBOARD_KEY } from '../../dashboard-query.ts';
import { errorText } from '../../errors.ts';

const LAUNCH_CHECKLIST_KEY = [...DASHBOARD_KEY, 'launch-checklist'] as const;

function FixLink({ to, label }: { to: string; label: string }) {
  return (
    <RouterLink to={to} style={{ textDecoration: 'underline', textUnderlineOffset: '3px' }}>
      {label}
    </RouterLink>
  );
}

function Item({ item }: { item: LaunchItem }) {
  const many = item.fixes.length > 1;
  return (
    <Flex as="li" gap="3" align="flex-start" py="3" borderTopWidth="1px" borderColor="border.muted" data-check={item.check}>
      <Box color="orange.600" mt="0.5" flexShrink={0}>
        <CircleAlert aria-hidden size={20} />
      </Box>
      <Stack gap="1" minW="0">
        <Text fontWeight="semibold" color="walnut.800">
          {item.title}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {item.detail}
        </Text>
        {many ? (
          <Flex as="ul" listStyleType="none" m="0" p="0" wrap="wrap" columnGap="4" rowGap="1" fontSize="sm" aria-label={`Fix: ${item.title}`}>
            {item.fixes.map((fix) => (
              <li key={fix.to}>
                <FixLink {...fix} />
              </li>
            ))}
          </Flex>
        ) : (
          <Flex fontSize="sm" fontWeight="medium" color="brand.fg" align="center" gap="1">
            <FixLink {...item.fixes[0]} />
            <ArrowRight aria-hidden size={14} />
          </Flex>
        )}
      </Stack>
    </Flex>
  );
}

export function LaunchChecklist() {
  const client = useApiClient();
  // Read again on each visit: the owner fixes items on other screens.
  const checklist = useQuery({ queryKey: LAUNCH_CHECKLIST_KEY, queryFn: () => client.call('launchChecklist'), staleTime: 0, refetchOnMount: 'always' });
  const items = checklist.data?.items;
  return (
    <Card.Root as="section" aria-labelledby="launch-heading" variant="outline" bg="white" mb="8">
      <Card.Header pb="1">
        <Heading as="h2" id="launch-heading" fontFamily="heading" fontSize="2xl" fontWeight="semibold" color="walnut.800">
          Before launch
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          What a visitor would notice. Each item goes once it is fixed.
        </Text>
      </Card.Header>
      <Card.Body pt="2">
        {checklist.isError && !items ? (
          <Text color="fg.error">{errorText(checklist.error, 'The launch checklist could not be read')}</Text>
        ) : !items ? (
          <Text color="fg.muted" role="status">
            Checking what a visitor would notice…
          </Text>
        ) : items.length === 0 ? (
          <Flex align="center" gap="2" color="green.700" role="status">
            <CircleCheck aria-hidden size={20} />
            <Text fontWeight="medium">Nothing a visitor would notice is left: the site is ready for launch.</Text>
          </Flex>
        ) : (
          <Stack as="ul" listStyleType="none" m="0" p="0" gap="0" aria-label={`Before launch: ${items.length} ${items.length === 1 ? 'item' : 'items'}`}>
            {items.map((item) => (
              <Item key={item.id} item={item} />
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
