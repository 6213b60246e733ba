import { MailOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, type ButtonProps } from 'antd';
import { toast } from '@pwa/components/toast';
import { errorMessage, errorStatus } from '@pwa/lib/errorMessage';
import { authApi } from '../authApi';
import { currentUserQueryKey } from '../currentUser';

export const RESEND_LABEL = 'Resend Verification Email';
export const RESENDING_LABEL = 'Sending...';

/** Asks for a new verification link for the signed-in user's address. */
export function ResendVerificationButton(props: Pick<ButtonProps, 'type' | 'size' | 'block'>) {
  const queryClient = useQueryClient();
  const resend = useMutation({
    mutationFn: authApi.resendVerification,
    onSuccess: (answer) => toast.success('Verification email sent', answer.message),
    onError: (error) => {
      if (errorStatus(error) === 409) {
        // Verified meanwhile (in another tab, or by a provider): the screen catches up.
        toast.info('Already verified', errorMessage(error));
        void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
        return;
      }
      toast.error('Could not send the email', errorMessage(error));
    },
  });
  return (
    <Button
      {...props}
      icon={<MailOutlined aria-hidden />}
      loading={resend.isPending}
      onClick={() => resend.mutate()}
    >
      {resend.isPending ? RESENDING_LABEL : RESEND_LABEL}
    </Button>
  );
}
