// Every authenticated screen: the session check on load (spinner meanwhile, a silent redirect
// to the login when it fails), then the admin header, the host's banner and the screen.
import type { ReactNode } from 'react';
import { Box, Center, Container, Flex, HStack, Spinner, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link as RouterLink, Navigate, useLocation } from 'react-router-dom';
import { paths } from '../paths.ts';
import { useApiClient } from './api-client-context.tsx';

const NAV = [
  { to: paths.admin.dashboard, label: 'Dashboard' },
  { to: paths.admin.pages, label: 'Pages' },
  { to: paths.admin.blog, label: 'Blog' },
  { to: paths.admin.serviceAreas, label: 'Service Areas' },
  { to: paths.admin.products, label: 'Products' },
  { to: paths.admin.services, label: 'Services' },
  { to: paths.admin.settings, label: 'Settings' },
  { to: paths.admin.inbox, label: 'Inbox' },
];

export const statusKey = (pathname: string) => ['admin', 'status', pathname] as const;

export function RequireAdmin({ banner, children }: { banner?: ReactNode; children: ReactNode }) {
  const client = useApiClient();
  const { pathname } = useLocation();
  const status = useQuery({
    queryKey: statusKey(pathname),
    queryFn: () => client.status(),
    staleTime: 0,
    gcTime: 0,
    placeholderData: keepPreviousData,
  });

  if (status.isError || (status.data && !status.data.adminAuthenticated)) return <Navigate to={paths.admin.login} replace />;
  if (!status.data) {
    return (
      <Center minH="100vh" role="status" aria-live="polite">
        <Spinner size="xl" color="brand.solid" borderWidth="3px" />
        <Text srOnly>Checking your session…</Text>
      </Center>
    );
  }
  return (
    <Box minH="100vh">
      <AdminHeader pathname={pathname} />
      {banner}
      <Container as="main" maxW="7xl" py={{ base: '5', md: '8' }} px={{ base: '4', md: '6' }}>
        {children}
      </Container>
    </Box>
  );
}

function AdminHeader({ pathname }: { pathname: string }) {
  return (
    <Box as="header" bg="indigo.600" color="white" borderBottomWidth="3px" borderColor="saffron">
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py="3">
        <Flex direction={{ base: 'column', lg: 'row' }} align={{ lg: 'center' }} justify="space-between" gap="2">
          <RouterLink to={paths.admin.dashboard} style={{ textDecoration: 'none' }}>
            <Text fontFamily="heading" fontSize="2xl" fontWeight="semibold" lineHeight="1.1">
              Jacobs Rug Consultancy{' '}
              <Text as="span" fontFamily="body" fontSize="sm" fontWeight="medium" letterSpacing="wider" textTransform="uppercase" color="indigo.100">
                Admin
              </Text>
            </Text>
          </RouterLink>
          <Box as="nav" aria-label="Admin" overflowX="auto" mx={{ base: '-1', lg: '0' }}>
            <HStack as="ul" gap="1" listStyleType="none" m="0" p="1" wrap={{ base: 'nowrap', lg: 'wrap' }}>
              {NAV.map((item) => {
                const current = pathname === item.to;
                return (
                  <Box as="li" key={item.to} flexShrink={0}>
                    <Box
                      asChild
                      display="block"
                      px="2.5"
                      py="1.5"
                      rounded="md"
                      fontSize="sm"
                      fontWeight="medium"
                      color="white"
                      bg={current ? 'whiteAlpha.300' : 'transparent'}
                      _hover={{ bg: 'whiteAlpha.200' }}
                      _focusVisible={{ outline: '2px solid', outlineColor: 'saffron', outlineOffset: '2px' }}
                    >
                      <RouterLink to={item.to} aria-current={current ? 'page' : undefined}>
                        {item.label}
                      </RouterLink>
                    </Box>
                  </Box>
                );
              })}
            </HStack>
          </Box>
        </Flex>
      </Container>
    </Box>
  );
}

/** The heading block at the top of each admin screen. */
export function ScreenHeading({ title, description, actions }: { title: string; description?: string; actions?: ReactNode }) {
  return (
    <Flex justify="space-between" align={{ base: 'stretch', sm: 'flex-end' }} direction={{ base: 'column', sm: 'row' }} gap="3" mb="6">
      <Box>
        <Text as="h1" fontFamily="heading" fontSize={{ base: '3xl', md: '4xl' }} fontWeight="semibold" color="walnut" lineHeight="1.1">
          {title}
        </Text>
        {description && (
          <Text mt="1" color="fg.muted">
            {description}
          </Text>
        )}
      </Box>
      {actions}
    </Flex>
  );
}
