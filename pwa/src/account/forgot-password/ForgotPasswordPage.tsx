import { useState } from 'react';
import { ArrowLeftOutlined, MailOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Input } from 'antd';
import { Link } from 'react-router-dom';
import { authMessages, PasswordResetRequestInput } from '@contract/auth';
import { paths } from '@contract/sitePaths';
import { ButtonLink } from '@pwa/components/ButtonLink';
import { toast } from '@pwa/components/toast';
import { errorMessage } from '@pwa/lib/errorMessage';
import { usePageMeta } from '@pwa/lib/usePageMeta';
import { authApi } from '../authApi';
import { AccountFormTheme } from '../components/AccountForm';
import { OutcomeCard } from '../components/OutcomeCard';
import { checkWithSchema, showFieldErrors } from '../forms';
import '../account.css';

export const SEND_LABEL = 'Send Reset Link';
export const SENDING_LABEL = 'Sending...';

/** Forgot password: the form, then "Check Your Email". */
export function ForgotPasswordPage() {
  usePageMeta('Forgot Password');
  const [sentTo, setSentTo] = useState<string | null>(null);
  // The form unmounts while the sent state shows, so "Send Another Link" returns to an empty field.
  return sentTo === null ? (
    <RequestForm onSent={setSentTo} />
  ) : (
    <SentNotice email={sentTo} onSendAnother={() => setSentTo(null)} />
  );
}

function RequestForm({ onSent }: { onSent: (email: string) => void }) {
  const [form] = Form.useForm<{ email?: string }>();
  const request = useMutation({
    mutationFn: authApi.requestPasswordReset,
    onSuccess: (answer, email) => {
      toast.success('Reset link sent!', answer.message || authMessages.resetRequested);
      onSent(email);
    },
    onError: (error) => toast.error('Request failed', errorMessage(error)),
  });

  const submit = ({ email = '' }: { email?: string }) => {
    const trimmed = email.trim();
    if (!trimmed) {
      showFieldErrors(form, ['email'], { email: authMessages.emailRequiredDescription });
      toast.error(authMessages.emailRequiredTitle, authMessages.emailRequiredDescription);
      return;
    }
    const checked = checkWithSchema(PasswordResetRequestInput, { email: trimmed });
    showFieldErrors(form, ['email'], checked.errors);
    if (checked.success) request.mutate(checked.output.email);
  };

  return (
    <AccountFormTheme>
      <div className="account-card">
        <div className="account-card__intro">
          <div className="account-card__icon" aria-hidden="true">
            <MailOutlined />
          </div>
          <h1>Forgot your password?</h1>
          <p>Enter the email address of your account and we will send you a link to reset your password.</p>
        </div>
        <Form form={form} name="forgot" layout="vertical" onFinish={submit} noValidate requiredMark={false}>
          <Form.Item label="Email" name="email" required>
            <Input
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder="you@example.com"
              prefix={<MailOutlined aria-hidden className="account-input-icon" />}
              required
              autoFocus
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" size="large" block disabled={request.isPending}>
            {request.isPending ? SENDING_LABEL : SEND_LABEL}
          </Button>
        </Form>
        <div className="account-card__back">
          <Link to={paths.login}>
            <ArrowLeftOutlined aria-hidden /> Back to Sign In
          </Link>
        </div>
      </div>
    </AccountFormTheme>
  );
}

function SentNotice({ email, onSendAnother }: { email: string; onSendAnother: () => void }) {
  return (
    <OutcomeCard icon={<MailOutlined />} title="Check Your Email">
      <p>
        If an account exists for <strong>{email}</strong>, you will receive password reset instructions
        shortly.
      </p>
      <Alert
        type="info"
        showIcon
        title="Didn't get the email?"
        description={
          <ul className="account-tips">
            <li>Check your spam or junk folder.</li>
            <li>The reset link expires in 1 hour.</li>
            <li>You can request a new link at any time.</li>
          </ul>
        }
      />
      <div className="account-card__actions">
        <Button size="large" block onClick={onSendAnother}>
          Send Another Link
        </Button>
        <ButtonLink to={paths.login} type="primary" size="large" block>
          Back to Sign In
        </ButtonLink>
      </div>
    </OutcomeCard>
  );
}
