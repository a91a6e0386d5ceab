// Admin dashboard (docs/product/routes.md#admin-screens): what to finish before launch, the lead figures and chart, the next three bookings, the visits
// of 30 days, cards to each editor and the quick actions, Seed Database set apart from them.
import type { ComponentType } from 'react';
import { Box, Button, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { BookOpen, CalendarClock, ChartLine, Clock, ExternalLink, FileText, Image, Inbox, LogOut, MapPin, Package, PenSquare, Quote, Settings, Sparkles, type LucideProps } from 'lucide-react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { AdminIconName } from '../../contract/resource-definition.ts';
import { paths } from '../../paths.ts';
import { ADMIN_SCREENS } from '../admin-screens.ts';
import { useApiClient } from '../api-client-context.tsx';
import { ScreenHeading } from '../admin-shell.tsx';
import { AdminPageMeta } from '../page-meta.tsx';
import { useLogout } from '../use-logout.ts';
import { LaunchChecklist } from './dashboard/launch-checklist.tsx';
import { LeadFigures } from './dashboard/lead-figures.tsx';
import { NextBookings } from './dashboard/next-bookings.tsx';
import { SeedAction } from './dashboard/seed-action.tsx';
import { VisitSummary } from './dashboard/visit-summary.tsx';

/** The lucide icon of each name a dashboard card may give. */
const ICONS: Record<AdminIconName, ComponentType<LucideProps>> = {
  FileText,
  BookOpen,
  MapPin,
  Package,
  Sparkles,
  Quote,
  Settings,
  Inbox,
  Image,
  CalendarClock,
  Clock,
  ChartLine,
};

/** A card for each screen that has one, in the screens' order. */
const SECTIONS = ADMIN_SCREENS.flatMap(({ path, card }) => (card ? [{ to: path, title: card.title, text: card.text, icon: ICONS[card.icon] }] : []));

export function DashboardScreen() {
  const client = useApiClient();
  const navigate = useNavigate();
  const logout = useLogout();

  return (
    <>
      <AdminPageMeta title="Dashboard" />
      <ScreenHeading title="Admin Dashboard" description="Manage the content of the Jacobs Rug Consultancy website." />
      <LaunchChecklist />
      <LeadFigures />
      <NextBookings />
      <VisitSummary />
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" as="ul" listStyleType="none" p="0" m="0" aria-label="Content sections">
        {SECTIONS.map((section) => (
          <Box as="li" key={section.to}>
            <Card.Root
              asChild
              variant="outline"
              bg="white"
              height="full"
              transition="border-color 0.15s, box-shadow 0.15s"
              _hover={{ borderColor: 'brand.solid', boxShadow: 'sm' }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
            >
              <RouterLink to={section.to}>
                <Card.Body flexDirection="row" gap="4" alignItems="flex-start">
                  <Box bg="brand.subtle" color="brand.fg" p="2.5" rounded="md" flexShrink={0}>
                    <section.icon aria-hidden size={22} />
                  </Box>
                  <Box>
                    <Heading as="h2" size="md" fontFamily="body" fontWeight="semibold" color="walnut.800">
                      {section.title}
                    </Heading>
                    <Text fontSize="sm" color="fg.muted" mt="0.5">
                      {section.text}
                    </Text>
                  </Box>
                </Card.Body>
              </RouterLink>
            </Card.Root>
          </Box>
        ))}
      </SimpleGrid>

      <Card.Root as="section" aria-labelledby="quick-actions" variant="outline" bg="white" mt="8">
        <Card.Header>
          <Card.Title as="h2" id="quick-actions" fontFamily="heading" fontSize="2xl">
            Quick Actions
          </Card.Title>
        </Card.Header>
        <Card.Body>
          <Stack gap="5">
            <Stack direction={{ base: 'column', md: 'row' }} gap="3" wrap="wrap">
              <Button asChild variant="outline" colorPalette="ink">
                <a href={client.liveSiteUrl()} target="_blank" rel="noopener noreferrer">
                  <ExternalLink aria-hidden /> View Live Website
                </a>
              </Button>
              <Button variant="outline" colorPalette="ink" onClick={() => navigate(`${paths.admin.blog}?new=1`)}>
                <PenSquare aria-hidden /> Create New Blog Post
              </Button>
              <Button variant="outline" colorPalette="red" loading={logout.isPending} onClick={() => logout.mutate()} ms={{ md: 'auto' }}>
                <LogOut aria-hidden /> Logout
              </Button>
            </Stack>
            {/* Apart from the everyday actions and from Logout: it changes the site's content. */}
            <Box borderTopWidth="1px" pt="5">
              <SeedAction />
            </Box>
          </Stack>
        </Card.Body>
      </Card.Root>
    </>
  );
}
