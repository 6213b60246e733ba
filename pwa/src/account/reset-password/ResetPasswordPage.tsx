import { useEffect, useRef, useState } from 'react';
import { ArrowLeftOutlined, CheckCircleOutlined, KeyOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Spin } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { authMessages, MIN_PASSWORD_LENGTH, PasswordResetInput } from '@contract/auth';
import { paths } from '@contract/sitePaths';
import { ButtonLink } from '@pwa/components/ButtonLink';
import { toast } from '@pwa/components/toast';
import { errorMessage } from '@pwa/lib/errorMessage';
import { usePageMeta } from '@pwa/lib/usePageMeta';
import { authApi } from '../authApi';
import { AccountFormTheme } from '../components/AccountForm';
import { OutcomeCard } from '../components/OutcomeCard';
import { PasswordInput } from '../components/PasswordInput';
import { checkWithSchema, showFieldErrors, type FieldErrors } from '../forms';
import '../account.css';

export const RESET_LABEL = 'Reset Password';
export const RESETTING_LABEL = 'Resetting...';
export const VALIDATING_LABEL = 'Validating reset link...';

/**
 * Reset password: reads ?token=, shows the form, then
 * "Password Reset Complete". Without a token it says so and sends the visitor to request a link.
 */
export function ResetPasswordPage() {
  usePageMeta('Reset Password');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  // StrictMode runs the effect twice on mount; one missing token is one toast.
  const reported = useRef(false);

  useEffect(() => {
    if (token || reported.current) return;
    reported.current = true;
    toast.error('Invalid reset link', authMessages.invalidResetLink);
    navigate(paths.forgotPassword, { replace: true });
  }, [token, navigate]);

  if (!token) {
    return (
      <div className="account-card">
        <h1 className="visually-hidden">Reset Your Password</h1>
        <div className="account-validating" role="status">
          <Spin size="large" />
          <p>{VALIDATING_LABEL}</p>
        </div>
      </div>
    );
  }
  return done ? <ResetDone /> : <ResetForm token={token} onDone={() => setDone(true)} />;
}

interface Values {
  password?: string;
  confirmPassword?: string;
}

const FIELDS = ['password', 'confirmPassword'] as const;

/** The client-side rules of the form, in order, as toasts. */
function firstProblem(
  password: string,
  confirmPassword: string,
): { title: string; description: string } | null {
  if (!password || !confirmPassword) {
    return {
      title: authMessages.allFieldsRequiredTitle,
      description: authMessages.allFieldsRequiredDescription,
    };
  }
  if (password !== confirmPassword) {
    return { title: authMessages.passwordsDontMatch, description: authMessages.resetMismatchDescription };
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    return { title: authMessages.passwordTooShortTitle, description: authMessages.resetPasswordTooShort };
  }
  return null;
}

/** The messages under each field: the shared schema's, and "fill in both" under an empty one. */
function fieldErrorsOf(token: string, values: Values) {
  const input = { token, password: values.password ?? '', confirmPassword: values.confirmPassword ?? '' };
  const checked = checkWithSchema(PasswordResetInput, input);
  const errors: FieldErrors = { ...checked.errors };
  if (!input.password) errors.password = authMessages.allFieldsRequiredDescription;
  if (!input.confirmPassword) errors.confirmPassword = authMessages.allFieldsRequiredDescription;
  return { input, checked, errors };
}

function ResetForm({ token, onDone }: { token: string; onDone: () => void }) {
  const [form] = Form.useForm<Values>();
  const password = Form.useWatch('password', form) ?? '';
  const confirmPassword = Form.useWatch('confirmPassword', form) ?? '';
  const mismatch = confirmPassword.length > 0 && password !== confirmPassword;

  const reset = useMutation({
    mutationFn: authApi.resetPassword,
    onSuccess: (answer) => {
      toast.success('Password reset successful!', answer.message || authMessages.resetDone);
      onDone();
    },
    onError: (error) => toast.error('Reset failed', errorMessage(error)),
  });

  const submit = (values: Values) => {
    const { input, checked, errors } = fieldErrorsOf(token, values);
    showFieldErrors(form, FIELDS, errors);
    const problem = firstProblem(input.password, input.confirmPassword);
    if (problem) {
      toast.error(problem.title, problem.description);
      return;
    }
    if (!checked.success) {
      toast.error('Reset failed', checked.errors.token ?? authMessages.invalidResetLink);
      return;
    }
    reset.mutate(checked.output);
  };

  // A message goes once what it says is no longer true; a new problem waits for the next submit.
  const clearFixed = (_changed: Values, values: Values) => {
    const { errors } = fieldErrorsOf(token, values);
    const fixed = FIELDS.filter((name) => {
      const shown = form.getFieldError(name)[0];
      return shown !== undefined && errors[name] !== shown;
    });
    if (fixed.length > 0) form.setFields(fixed.map((name) => ({ name, errors: [] })));
  };

  return (
    <AccountFormTheme>
      <div className="account-card">
        <div className="account-card__intro">
          <div className="account-card__icon" aria-hidden="true">
            <KeyOutlined />
          </div>
          <h1>Reset Your Password</h1>
          <p>Choose a new password for your account.</p>
        </div>
        <Form
          form={form}
          name="reset"
          layout="vertical"
          onFinish={submit}
          onValuesChange={clearFixed}
          noValidate
          requiredMark={false}
        >
          <Form.Item
            label="New Password"
            name="password"
            required
            extra={`At least ${MIN_PASSWORD_LENGTH} characters`}
          >
            <PasswordInput
              autoComplete="new-password"
              placeholder="New password"
              toggleName="new password"
              required
              autoFocus
            />
          </Form.Item>
          <Form.Item label="Confirm New Password" name="confirmPassword" required>
            <PasswordInput
              autoComplete="new-password"
              placeholder="Repeat the new password"
              toggleName="confirm password"
              required
            />
          </Form.Item>
          {/* Always in the page, so the alert is announced when it appears. */}
          <div className="account-live" aria-live="polite">
            {mismatch && <Alert type="error" showIcon title={authMessages.passwordsDontMatch} />}
          </div>
          <Button type="primary" htmlType="submit" size="large" block disabled={reset.isPending || mismatch}>
            {reset.isPending ? RESETTING_LABEL : RESET_LABEL}
          </Button>
        </Form>
        <div className="account-card__links">
          <Link to={paths.forgotPassword}>Get New Reset Link</Link>
          <Link to={paths.login}>
            <ArrowLeftOutlined aria-hidden /> Back to Sign In
          </Link>
        </div>
      </div>
    </AccountFormTheme>
  );
}

function ResetDone() {
  return (
    <OutcomeCard icon={<CheckCircleOutlined />} title="Password Reset Complete">
      <p>Your password has been reset. You can now sign in with your new password.</p>
      <div className="account-card__actions">
        <ButtonLink to={paths.login} type="primary" size="large" block>
          Sign In Now
        </ButtonLink>
      </div>
    </OutcomeCard>
  );
}
