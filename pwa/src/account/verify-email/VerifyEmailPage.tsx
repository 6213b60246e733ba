import { useState } from 'react';
import { CheckCircleOutlined, CloseCircleOutlined, MailOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { authMessages, VerifyEmailInput } from '@contract/auth';
import { brand } from '@contract/brand';
import { paths } from '@contract/sitePaths';
import { ButtonLink } from '@pwa/components/ButtonLink';
import { toast } from '@pwa/components/toast';
import { errorMessage, errorStatus } from '@pwa/lib/errorMessage';
import { usePageMeta } from '@pwa/lib/usePageMeta';
import { authApi } from '../authApi';
import { OutcomeCard } from '../components/OutcomeCard';
import { ResendVerificationButton } from '../components/ResendVerificationButton';
import { checkWithSchema } from '../forms';
import { currentUserQueryKey } from '../currentUser';
import { useCurrentUser } from '../useCurrentUser';
import '../account.css';

export const VERIFY_LABEL = 'Verify Email';
export const VERIFYING_LABEL = 'Verifying...';

type Outcome = 'ask' | 'verified' | 'invalid';

/**
 * Where the link of the verification e-mail leads (?token=). Opening the page changes nothing:
 * mail scanners open links and some run their pages, so the address is verified only when the
 * person presses Verify. Then: "Email verified", or the link is invalid or expired with the
 * way to a new one.
 */
export function VerifyEmailPage() {
  usePageMeta('Verify Email');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const checked = checkWithSchema(VerifyEmailInput, { token });
  const [outcome, setOutcome] = useState<Outcome>(checked.success ? 'ask' : 'invalid');
  const queryClient = useQueryClient();

  const verify = useMutation({
    mutationFn: authApi.verifyEmail,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      setOutcome('verified');
    },
    onError: (error) => {
      if (errorStatus(error) === 400) setOutcome('invalid');
      else toast.error('Verification failed', errorMessage(error));
    },
  });

  if (outcome === 'verified') return <Verified />;
  if (outcome === 'invalid' || !checked.success) return <InvalidLink />;
  return (
    <div className="account-card account-card--centered">
      <div className="account-card__icon" aria-hidden="true">
        <MailOutlined />
      </div>
      <h1 className="account-card__heading">Verify Your Email Address</h1>
      <p>
        Press the button to confirm that this email address is yours and finish setting up your {brand.name}{' '}
        account.
      </p>
      <p>If you did not create an account with us, close this page: nothing will change.</p>
      <div className="account-card__actions">
        <Button
          type="primary"
          size="large"
          block
          disabled={verify.isPending}
          onClick={() => verify.mutate(checked.output)}
        >
          {verify.isPending ? VERIFYING_LABEL : VERIFY_LABEL}
        </Button>
      </div>
    </div>
  );
}

function Verified() {
  return (
    <OutcomeCard icon={<CheckCircleOutlined />} title={authMessages.emailVerifiedTitle}>
      <p>{authMessages.emailVerified}</p>
      <div className="account-card__actions">
        {/* The dashboard sends agents on to the office and a signed-out visitor to sign in. */}
        <ButtonLink to={paths.dashboard} type="primary" size="large" block>
          Continue
        </ButtonLink>
      </div>
    </OutcomeCard>
  );
}

function InvalidLink() {
  const { user, isLoading } = useCurrentUser();
  return (
    <OutcomeCard icon={<CloseCircleOutlined />} title={authMessages.verificationInvalidTitle} problem>
      <p>A verification link works once and expires 24 hours after it was sent.</p>
      {isLoading ? null : user ? (
        user.emailVerified === false ? (
          <>
            <p>
              We can send a new link to <strong>{user.email}</strong>.
            </p>
            <div className="account-card__actions">
              <ResendVerificationButton type="primary" size="large" block />
              <ButtonLink to={paths.settings} size="large" block>
                Account Settings
              </ButtonLink>
            </div>
          </>
        ) : (
          <>
            <p>Your email address is verified already: there is nothing more to do.</p>
            <div className="account-card__actions">
              <ButtonLink to={paths.dashboard} type="primary" size="large" block>
                Continue
              </ButtonLink>
            </div>
          </>
        )
      ) : (
        <>
          <p>Sign in, then ask for a new link in Account Settings.</p>
          <div className="account-card__actions">
            <ButtonLink to={paths.login} type="primary" size="large" block>
              Sign In
            </ButtonLink>
          </div>
          <div className="account-card__back">
            <Link to={paths.home}>Back to Home</Link>
          </div>
        </>
      )}
    </OutcomeCard>
  );
}
