import { MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button, Col, Form, Input, Row, Select } from 'antd';
import { useNavigate } from 'react-router-dom';
import { authMessages, MIN_PASSWORD_LENGTH, RegisterInput } from '@contract/auth';
import { paths } from '@contract/sitePaths';
import { toast } from '@pwa/components/toast';
import { errorMessage } from '@pwa/lib/errorMessage';
import { authApi } from '../authApi';
import { PasswordInput } from '../components/PasswordInput';
import { SocialButtons } from '../components/SocialButtons';
import { checkWithSchema, serverFieldErrors, showFieldErrors } from '../forms';
import { useRememberUser } from '../useRememberUser';

interface Values {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  role?: 'client' | 'agent';
  password?: string;
  confirmPassword?: string;
}

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'role', 'password', 'confirmPassword'] as const;

/** The two account types and their labels; client by default. */
export const ACCOUNT_TYPES = [
  { value: 'client', label: 'Client - Book Travel' },
  { value: 'agent', label: 'Travel Agent - Manage Clients' },
] as const;

export const REGISTER_LABEL = 'Create Account';
export const REGISTER_PENDING_LABEL = 'Creating account...';

/** The Register tab: checked with the shared RegisterInput schema; mismatched passwords never leave the page. */
export function RegisterForm({ onSwitchToSignIn }: { onSwitchToSignIn: () => void }) {
  const [form] = Form.useForm<Values>();
  const rememberUser = useRememberUser();
  const navigate = useNavigate();

  const register = useMutation({
    mutationFn: authApi.register,
    onSuccess: (answer, input) => {
      const firstName = answer.user?.firstName || input.firstName;
      toast.success('Registration successful!', authMessages.welcomeRegistered(firstName));
      rememberUser(answer.user, { newSession: true });
      navigate(paths.dashboard, { replace: true });
    },
    onError: (error) => {
      showFieldErrors(form, FIELDS, serverFieldErrors(error));
      toast.error('Registration failed', errorMessage(error));
    },
  });

  const submit = (values: Values) => {
    const input = {
      firstName: values.firstName ?? '',
      lastName: values.lastName ?? '',
      email: values.email ?? '',
      phone: values.phone ?? '',
      role: values.role ?? 'client',
      password: values.password ?? '',
      confirmPassword: values.confirmPassword ?? '',
    };
    const checked = checkWithSchema(RegisterInput, input);
    const mismatch = input.password !== input.confirmPassword;
    if (mismatch) checked.errors.confirmPassword ??= authMessages.passwordsDontMatch;
    showFieldErrors(form, FIELDS, checked.errors);
    if (mismatch) {
      toast.error(authMessages.passwordMismatchTitle, authMessages.passwordMismatchDescription);
      return;
    }
    if (checked.success) register.mutate(checked.output);
  };

  return (
    <>
      <Form
        form={form}
        name="register"
        layout="vertical"
        onFinish={submit}
        noValidate
        initialValues={{ role: 'client' }}
        requiredMark="optional"
      >
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item label="First Name" name="firstName" required>
              <Input autoComplete="given-name" placeholder="First name" required />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label="Last Name" name="lastName" required>
              <Input autoComplete="family-name" placeholder="Last name" required />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label="Email" name="email" required>
          <Input
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="you@example.com"
            prefix={<MailOutlined aria-hidden className="account-input-icon" />}
            required
          />
        </Form.Item>
        <Form.Item label="Phone" name="phone">
          <Input
            type="tel"
            autoComplete="tel"
            placeholder="+1 (407) 555-0100"
            prefix={<PhoneOutlined aria-hidden className="account-input-icon" />}
          />
        </Form.Item>
        <Form.Item label="Account Type" name="role" required>
          <Select options={ACCOUNT_TYPES.map((type) => ({ ...type }))} />
        </Form.Item>
        <Form.Item
          label="Password"
          name="password"
          required
          extra={`At least ${MIN_PASSWORD_LENGTH} characters`}
        >
          <PasswordInput autoComplete="new-password" placeholder="Create a password" required />
        </Form.Item>
        <Form.Item label="Confirm Password" name="confirmPassword" required>
          <PasswordInput
            autoComplete="new-password"
            placeholder="Repeat the password"
            toggleName="confirm password"
            required
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block disabled={register.isPending}>
          {register.isPending ? REGISTER_PENDING_LABEL : REGISTER_LABEL}
        </Button>
      </Form>
      <SocialButtons mode="register" />
      <p className="account-switch">
        Already have an account?{' '}
        <Button type="link" className="account-switch__button" onClick={onSwitchToSignIn}>
          Sign In
        </Button>
      </p>
    </>
  );
}
