// Logout (spec: "Logged out" toast, back to the login), offered in the header of every screen and
// among the dashboard's quick actions.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { paths } from '../paths.ts';
import { useApiClient } from './api-client-context.tsx';
import { useNotify } from './toaster.tsx';

export function useLogout() {
  const client = useApiClient();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.logout(),
    onSuccess: () => {
      queryClient.clear();
      notify.success({ title: 'Logged out', description: 'You have been logged out of the admin panel.' });
      navigate(paths.admin.login);
    },
    onError: () => notify.error({ title: 'Error', description: 'Failed to log out' }),
  });
}
