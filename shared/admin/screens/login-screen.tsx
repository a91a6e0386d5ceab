// Admin login (docs/product/routes.md#admin-screens): one required password field.
import type { FormEvent } from 'react';
import { Box, Button, Card, Center, Field, Input, Stack, Text } from '@chakra-ui/react';
import { LockKeyhole } from 'lucide-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../paths.ts';
import { useApiClient } from '../api-client-context.tsx';
import { loginErrorText } from '../errors.ts';
import { AdminPageMeta } from '../page-meta.tsx';
import { useNotify } from '../toaster.tsx';

export function LoginScreen() {
  const client = useApiClient();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const login = useMutation({
    mutationFn: (value: string) => client.login(value),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: ['admin'] });
      notify.success({ title: 'Success', description: 'Welcome to the Admin Panel' });
      navigate(paths.admin.dashboard);
    },
    onError: (error) => notify.error({ title: 'Error', description: loginErrorText(error) }),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    if (!password || login.isPending) return;
    login.mutate(password);
  };

  return (
    <Center as="main" minH="100vh" px="4" py="10" bg="ivory.50">
      <AdminPageMeta title="Login" />
      <Card.Root width="full" maxW="md" variant="elevated" bg="white" borderTopWidth="4px" borderTopColor="brand.solid">
        <Card.Header alignItems="center" textAlign="center" gap="2">
          <Box bg="brand.subtle" color="brand.fg" p="3" rounded="full">
            <LockKeyhole aria-hidden size={24} />
          </Box>
          <Text as="h1" fontFamily="heading" fontSize="3xl" fontWeight="semibold" color="walnut.800" lineHeight="1.1">
            Admin Login
          </Text>
          <Text color="fg.muted">Jacobs Rug Consultancy content management</Text>
        </Card.Header>
        <Card.Body>
          <form onSubmit={onSubmit}>
            <Stack gap="5">
              <Field.Root required>
                <Field.Label>
                  Password
                  <Field.RequiredIndicator />
                </Field.Label>
                <Input
                  type="password"
                  name="password"
                  autoComplete="current-password"
                  autoFocus
                  placeholder="Enter admin password"
                  bg="white"
                />
              </Field.Root>
              <Button type="submit" colorPalette="brand" size="lg" width="full" disabled={login.isPending}>
                {login.isPending ? 'Logging in...' : 'Access Admin Panel'}
              </Button>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
