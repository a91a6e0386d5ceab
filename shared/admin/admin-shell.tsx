// Every authenticated screen: the header and the host's banner paint at once; the data area shows
// a spinner while the session is checked (a silent redirect to the login when it fails) and while
// the screen's own code loads the first time (each screen is a chunk of its own, admin-routes.tsx).
import { createContext, use, type ReactNode } from 'react';
import { Alert, Box, Center, Container, Flex, Spinner, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { DISK_BANNERS, type DiskState } from '../contract/disk.ts';
import { paths } from '../paths.ts';
import { AdminHeader } from './admin-header.tsx';
import { useApiClient } from './api-client-context.tsx';

/** What the host shows above the admin's screens (the studio's bars): above the login, and above every other screen. */
export interface AdminBanners {
  login?: ReactNode;
  signedIn?: ReactNode;
}

export const AdminBannersContext = createContext<AdminBanners>({});

export const STATUS_KEY = ['admin', 'status'] as const;
export const statusKey = (pathname: string) => [...STATUS_KEY, pathname] as const;

/** The data area's spinner, with what it waits for for screen readers. */
export function DataSpinner({ label, minH = '60vh' }: { label: string; minH?: string }) {
  return (
    <Center minH={minH} role="status" aria-live="polite">
      <Spinner size="xl" color="brand.solid" borderWidth="3px" />
      <Text srOnly>{label}</Text>
    </Center>
  );
}

/** While the server's disk is full or nearly (its status says so, read with every screen), the owner is told why saving fails or soon will. */
function DiskBanner({ disk }: { disk: DiskState | undefined }) {
  if (!disk || disk === 'ok') return null;
  return (
    <Alert.Root status={disk === 'full' ? 'error' : 'warning'} borderRadius="0" data-testid="disk-banner">
      <Alert.Indicator />
      <Alert.Title fontWeight="medium">{DISK_BANNERS[disk]}</Alert.Title>
    </Alert.Root>
  );
}

/** The layout of every screen behind the login: its route's children render in the data area. */
export function RequireAdmin() {
  const client = useApiClient();
  const banner = use(AdminBannersContext).signedIn;
  const { pathname } = useLocation();
  const status = useQuery({
    queryKey: statusKey(pathname),
    queryFn: () => client.status(),
    staleTime: 0,
    gcTime: 0,
    placeholderData: keepPreviousData,
  });

  if (status.isError || (status.data && !status.data.adminAuthenticated)) return <Navigate to={paths.admin.login} replace />;
  return (
    <Box minH="100vh">
      <AdminHeader pathname={pathname} signedIn={Boolean(status.data)} />
      {banner}
      <DiskBanner disk={status.data?.disk} />
      <Container as="main" maxW="7xl" py={{ base: '5', md: '8' }} px={{ base: '4', md: '6' }}>
        {status.data ? <Outlet /> : <DataSpinner label="Checking your session…" />}
      </Container>
    </Box>
  );
}

/** The heading block at the top of each admin screen. */
export function ScreenHeading({ title, description, actions }: { title: string; description?: string; actions?: ReactNode }) {
  return (
    <Flex justify="space-between" align={{ base: 'stretch', sm: 'flex-end' }} direction={{ base: 'column', sm: 'row' }} gap="3" mb="6">
      <Box>
        <Text as="h1" fontFamily="heading" fontSize={{ base: '3xl', md: '4xl' }} fontWeight="semibold" color="walnut.800" lineHeight="1.1">
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
