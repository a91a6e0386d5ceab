// The dashboard's numbers: new messages (to the inbox), and messages and subscribers this week
// against last week, then the chart of leads per week.
import type { ReactNode } from 'react';
import { Box, Card, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { href, paths } from '../../../paths.ts';
import { DataSpinner } from '../../admin-shell.tsx';
import { useDashboardFigures } from '../../dashboard-query.ts';
import { errorText } from '../../errors.ts';
import { HELD_EXPLANATION, heldSummary } from '../../held-summary.ts';
import { LeadChart } from './lead-chart.tsx';

/** One of the dashboard's figures (a list item): its name, the number, and a line under it. */
export function Figure({ label, value, detail }: { label: string; value: ReactNode; detail?: ReactNode }) {
  return (
    <Card.Root variant="outline" bg="white" as="li">
      <Card.Body gap="1">
        <Text fontSize="sm" fontWeight="medium" color="fg.muted">
          {label}
        </Text>
        <Text fontSize="3xl" fontWeight="semibold" color="walnut.800" lineHeight="1.1">
          {value}
        </Text>
        {detail !== undefined && (
          <Text fontSize="sm" color="fg.muted">
            {detail}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

const lastWeekText = (count: number) => `${count} last week`;

export function LeadFigures() {
  // Read again on each visit: new leads arrive while the owner works elsewhere.
  const figures = useDashboardFigures({ fresh: true });
  if (figures.isError) return <Text color="fg.error">{errorText(figures.error, 'Failed to load the figures')}</Text>;
  if (!figures.data) return <DataSpinner label="Loading the figures…" minH="12rem" />;
  const { newMessages, messages, subscribers, weeks, held } = figures.data;
  const heldText = heldSummary(held);
  return (
    <Box as="section" aria-labelledby="leads-heading" mb="8">
      <Heading as="h2" id="leads-heading" fontFamily="heading" fontSize="2xl" fontWeight="semibold" color="walnut.800" mb="3">
        Leads
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" m="0" p="0" columns={{ base: 1, sm: 3 }} gap="4" aria-label="Lead figures">
        <Figure
          label="New messages"
          value={newMessages}
          detail={
            <RouterLink to={paths.admin.inbox} style={{ textDecoration: 'underline' }}>
              Open the inbox
            </RouterLink>
          }
        />
        <Figure label="Messages this week" value={messages.thisWeek} detail={lastWeekText(messages.lastWeek)} />
        <Figure label="Subscribers this week" value={subscribers.thisWeek} detail={lastWeekText(subscribers.lastWeek)} />
      </SimpleGrid>
      {heldText && (
        <Card.Root variant="outline" bg="orange.50" borderColor="orange.300" mt="4" role="status">
          <Card.Body gap="1">
            <Text fontWeight="semibold" color="orange.900">
              Held for review: {heldText}
            </Text>
            <Text fontSize="sm" color="orange.900">
              {HELD_EXPLANATION}{' '}
              <RouterLink to={href.heldForReview} style={{ textDecoration: 'underline' }}>
                Review them in the inbox
              </RouterLink>
            </Text>
          </Card.Body>
        </Card.Root>
      )}
      <Card.Root variant="outline" bg="white" mt="4">
        <Card.Header pb="0">
          <Card.Title as="h3" fontSize="lg" fontWeight="semibold" color="walnut.800">
            Leads per week, last {weeks.length} weeks
          </Card.Title>
        </Card.Header>
        <Card.Body>
          <LeadChart weeks={weeks} />
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
