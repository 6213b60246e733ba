import { MailOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd';
import { Link, useNavigate, useNavigation } from 'react-router-dom';
import { LoginInput } from '@contract/auth';
import { paths } from '@contract/sitePaths';
import { toast } from '@pwa/components/toast';
import { errorMessage } from '@pwa/lib/errorMessage';
import { authApi } from '../authApi';
import { isAgent } from '../currentUser';
import { PasswordInput } from '../components/PasswordInput';
import { SocialButtons } from '../components/SocialButtons';
import { checkWithSchema, serverFieldErrors, showFieldErrors } from '../forms';
import { useRememberUser } from '../useRememberUser';

interface Values {
  email?: string;
  password?: string;
}

const FIELDS = ['email', 'password'] as const;

export const SIGN_IN_LABEL = 'Sign In';
export const SIGN_IN_PENDING_LABEL = 'Signing in...';

/** The Sign In tab: e-mail and password, checked with the shared LoginInput schema first. */
export function SignInForm({ onSwitchToRegister }: { onSwitchToRegister: () => void }) {
  const [form] = Form.useForm<Values>();
  const rememberUser = useRememberUser();
  const navigate = useNavigate();
  // After the answer the router may still be fetching the next page's code: still signing in.
  const navigating = useNavigation().state !== 'idle';

  const login = useMutation({
    mutationFn: authApi.login,
    onSuccess: (answer) => {
      toast.success('Login successful!', `Welcome back, ${answer.user?.firstName || 'traveller'}!`);
      const user = rememberUser(answer.user, { newSession: true });
      // Straight to the agent's own start page: a stop at /dashboard only to be sent on costs a render.
      navigate(isAgent(user) ? paths.agentOffice : paths.dashboard, { replace: true });
    },
    onError: (error) => {
      showFieldErrors(form, FIELDS, serverFieldErrors(error));
      toast.error('Login failed', errorMessage(error));
    },
  });

  const busy = login.isPending || (login.isSuccess && navigating);

  const submit = (values: Values) => {
    const checked = checkWithSchema(LoginInput, {
      email: values.email ?? '',
      password: values.password ?? '',
    });
    showFieldErrors(form, FIELDS, checked.errors);
    if (checked.success) login.mutate(checked.output);
  };

  return (
    <>
      <Form form={form} name="signin" layout="vertical" onFinish={submit} noValidate requiredMark={false}>
        <Form.Item label="Email" name="email" required>
          <Input
            type="email"
            inputMode="email"
            autoComplete="username"
            placeholder="you@example.com"
            prefix={<MailOutlined aria-hidden className="account-input-icon" />}
            required
          />
        </Form.Item>
        <Form.Item label="Password" name="password" required className="account-form__password">
          <PasswordInput autoComplete="current-password" placeholder="Your password" required />
        </Form.Item>
        <div className="account-form__forgot">
          <Link to={paths.forgotPassword}>Forgot your password?</Link>
        </div>
        {/* The pending label and disabled state show the wait; antd's loading spinner could stay
            on after a fast failure and hide the button's name. */}
        <Button type="primary" htmlType="submit" size="large" block disabled={busy}>
          {busy ? SIGN_IN_PENDING_LABEL : SIGN_IN_LABEL}
        </Button>
      </Form>
      <SocialButtons mode="signin" />
      <p className="account-switch">
        Don&apos;t have an account?{' '}
        <Button type="link" className="account-switch__button" onClick={onSwitchToRegister}>
          Register
        </Button>
      </p>
    </>
  );
}
