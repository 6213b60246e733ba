import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { apiRequest, clearCsrfToken } from '@pwa/lib/api';
import { errorMessage } from '@pwa/lib/errorMessage';
import { toast } from '@pwa/components/toast';
import { currentUserQueryKey, forgetSignedInUser } from './currentUser';

export const LOGOUT_LABEL = 'Logout';
export const LOGOUT_PENDING_LABEL = 'Logging out...';

/** Signs out, then forgets everything cached for the old session (data and CSRF token). */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: () => apiRequest('POST', '/api/auth/logout', {}),
    onSuccess: () => {
      queryClient.clear();
      // Known answer, so the header flips to Login at once instead of asking the server again.
      queryClient.setQueryData(currentUserQueryKey, null);
      // Signed out on purpose: the office must not open offline for the next person.
      forgetSignedInUser();
      clearCsrfToken();
      toast.success('Logged out successfully', 'You have been signed out of your account.');
      navigate('/');
    },
    onError: (error) => {
      toast.error('Logout failed', errorMessage(error));
    },
  });
  return {
    logout: () => mutation.mutate(),
    isPending: mutation.isPending,
    label: mutation.isPending ? LOGOUT_PENDING_LABEL : LOGOUT_LABEL,
  };
}
