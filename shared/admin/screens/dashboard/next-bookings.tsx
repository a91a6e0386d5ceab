// The dashboard's next three bookings (docs/product/rules.md#booking), requests awaiting the
// owner's confirmation among them, in the site's zone, each opening in Bookings.
import { Badge, Box, Card, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { CalendarClock } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { dayText, timeText, zoneName } from '../../../domain/booking/when.ts';
import { paths } from '../../../paths.ts';
import { useDashboardFigures } from '../../dashboard-query.ts';
import { recordAddress } from '../../record-address.ts';

export function NextBookings() {
  const figures = useDashboardFigures();
  if (!figures.data) return null;
  const { nextBookings, timeZone } = figures.data;
  return (
    <Card.Root as="section" aria-labelledby="next-bookings-heading" variant="outline" bg="white" mb="8">
      <Card.Header pb="0">
        <Flex justify="space-between" align="baseline" gap="3" wrap="wrap">
          <Card.Title as="h2" id="next-bookings-heading" fontFamily="heading" fontSize="2xl" fontWeight="semibold" color="walnut.800">
            Next bookings
          </Card.Title>
          <Link asChild variant="underline" color="ink.fg" fontSize="sm">
            <RouterLink to={paths.admin.bookings}>All bookings</RouterLink>
          </Link>
        </Flex>
      </Card.Header>
      <Card.Body>
        {nextBookings.length === 0 ? (
          <Text color="fg.muted">No upcoming bookings. They appear here as visitors book on the site.</Text>
        ) : (
          <Stack as="ul" listStyleType="none" m="0" p="0" gap="2" aria-label="Next bookings">
            {nextBookings.map((booking) => (
              <Box as="li" key={booking.id}>
                <Link asChild display="flex" gap="3" alignItems="flex-start" rounded="md" p="2" mx="-2" _hover={{ bg: 'bg.muted', textDecoration: 'none' }}>
                  <RouterLink to={recordAddress(paths.admin.bookings, booking.id)}>
                    <Box color="brand.fg" pt="0.5" flexShrink={0}>
                      <CalendarClock size={20} aria-hidden />
                    </Box>
                    <Box flex="1" minW="0">
                      <Text fontWeight="semibold" color="walnut.800">
                        <time dateTime={booking.start}>
                          {dayText(booking.start, timeZone)}, {timeText(booking.start, timeZone)}
                        </time>{' '}
                        <Text as="span" fontWeight="normal" fontSize="sm" color="fg.muted">
                          {zoneName(timeZone)}
                        </Text>
                      </Text>
                      <Text fontSize="sm" color="fg.muted">
                        {booking.name} · {booking.consultation}
                      </Text>
                    </Box>
                    {booking.status === 'requested' ? (
                      <Badge colorPalette="orange" variant="subtle" flexShrink={0}>
                        Awaits confirmation
                      </Badge>
                    ) : null}
                  </RouterLink>
                </Link>
              </Box>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
