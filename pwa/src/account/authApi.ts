import type {
  AuthUser,
  LoginInput,
  PasswordResetInput,
  RegisterInput,
  VerifyEmailInput,
} from '@contract/auth';
import { apiRequest } from '@pwa/lib/api';

/** The account calls, on apiRequest (credentials, CSRF). */

export interface AuthAnswer {
  success: true;
  message?: string;
  user: AuthUser;
}

export interface MessageAnswer {
  success: true;
  message?: string;
}

async function post<T>(url: string, body?: unknown): Promise<T> {
  const res = await apiRequest('POST', url, body);
  // A 200 without a JSON body still counts as done; the screens fall back to their own words.
  return (await res.json().catch(() => ({}))) as T;
}

export const authApi = {
  login: (input: LoginInput) => post<AuthAnswer>('/api/auth/login', input),
  register: (input: RegisterInput) => post<AuthAnswer>('/api/auth/register', input),
  requestPasswordReset: (email: string) => post<MessageAnswer>('/api/auth/password-reset-request', { email }),
  resetPassword: (input: PasswordResetInput) => post<MessageAnswer>('/api/auth/password-reset', input),
  /** No body: the signed-in user upgrades their own account. */
  promoteToAgent: () => post<Partial<AuthAnswer>>('/api/auth/promote-to-agent'),
  verifyEmail: (input: VerifyEmailInput) => post<MessageAnswer>('/api/auth/verify-email', input),
  /** No body: a new link for the signed-in user's own address. */
  resendVerification: () => post<MessageAnswer>('/api/auth/resend-verification'),
};
