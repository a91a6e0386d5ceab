// What the header's row and the phone menu both show: the screen links (the inbox with its badge)
// and Logout, styled for the header's indigo.
import { Badge, Box, Button, Text } from '@chakra-ui/react';
import { LogOut } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../paths.ts';
import { ADMIN_NAV } from './admin-screens.ts';
import { useLogout } from './use-logout.ts';

export const newMessagesText = (count: number) => `${count} new ${count === 1 ? 'message' : 'messages'}`;

export function CountBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <Badge bg="saffron.400" color="walnut.800" rounded="full" px="1.5" fontWeight="bold" ms="1.5" data-testid="inbox-badge">
      {count}
      <Text as="span" srOnly>
        {' '}
        new
      </Text>
    </Badge>
  );
}

export const linkStyle = (current: boolean) =>
  ({
    display: 'flex',
    alignItems: 'center',
    px: '2.5',
    py: '1.5',
    rounded: 'md',
    fontSize: 'sm',
    fontWeight: 'medium',
    bg: current ? 'whiteAlpha.300' : 'transparent',
    _hover: { bg: 'whiteAlpha.200' },
    _focusVisible: { outline: '2px solid', outlineColor: 'saffron.400', outlineOffset: '2px' },
  }) as const;

export function NavLinks({ pathname, newMessages, onNavigate }: { pathname: string; newMessages: number; onNavigate?: () => void }) {
  return (
    <>
      {ADMIN_NAV.map((item) => {
        const current = pathname === item.to;
        return (
          <Box as="li" key={item.to} flexShrink={0}>
            <Box asChild {...linkStyle(current)}>
              <RouterLink to={item.to} aria-current={current ? 'page' : undefined} onClick={onNavigate}>
                {item.label}
                {item.to === paths.admin.inbox && <CountBadge count={newMessages} />}
              </RouterLink>
            </Box>
          </Box>
        );
      })}
    </>
  );
}

export function LogoutButton({ onDone }: { onDone?: () => void }) {
  const logout = useLogout();
  return (
    <Button
      size="sm"
      variant="outline"
      color="white"
      borderColor="whiteAlpha.600"
      _hover={{ bg: 'whiteAlpha.200' }}
      loading={logout.isPending}
      onClick={() => logout.mutate(undefined, { onSettled: onDone })}
    >
      <LogOut aria-hidden /> Logout
    </Button>
  );
}

