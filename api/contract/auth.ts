/**
 * Accounts on the wire: the schemas the sign-in, registration, reset and settings forms and
 * the API share, so the form and the API word a mistake alike.
 */
import * as v from 'valibot';

export const ROLES = ['client', 'agent', 'admin'] as const;
export type Role = (typeof ROLES)[number];
/** Roles a visitor may choose when registering. */
export const REGISTRATION_ROLES = ['client', 'agent'] as const;

export const MIN_PASSWORD_LENGTH = 8;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;

export const authMessages = {
  invalidEmail: 'Invalid email address',
  passwordTooShort: 'Password must be at least 8 characters',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  passwordsDontMatch: "Passwords don't match",
  resetTokenRequired: 'Reset token is required',
  resetPasswordTooShort: 'Password must be at least 8 characters long',
  // Client-side toasts (title / description).
  passwordMismatchTitle: 'Password mismatch',
  passwordMismatchDescription: 'Please make sure both passwords match.',
  emailRequiredTitle: 'Email required',
  emailRequiredDescription: 'Please enter your email address',
  allFieldsRequiredTitle: 'All fields required',
  allFieldsRequiredDescription: 'Please fill in both password fields',
  resetMismatchDescription: 'Please make sure both passwords are the same',
  passwordTooShortTitle: 'Password too short',
  invalidResetLink: 'The password reset link is invalid or missing.',
  // Server answers.
  invalidCredentials: 'Invalid email or password.',
  accountInactive: 'This account has been deactivated. Please contact the agency.',
  emailTaken: 'An account with this email already exists. Please sign in instead.',
  resetRequested:
    'If an account exists for that email, you will receive password reset instructions shortly.',
  resetDone: 'Your password has been reset. You can now sign in with your new password.',
  resetInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  promoted: 'You now have agent access!',
  alreadyAgent: 'You already have agent access.',
  // E-mail verification.
  welcomeRegistered: (firstName: string) =>
    `Welcome, ${firstName}! You've been automatically logged in. We've sent you a link to verify your email address.`,
  verificationTokenRequired: 'Verification token is required',
  verificationInvalid: 'This link is invalid or has expired. Please request a new one.',
  verificationInvalidTitle: 'This link is invalid or has expired',
  emailVerified: 'Your email address is verified. Thank you!',
  emailVerifiedTitle: 'Email verified',
  verificationSent: (email: string) =>
    `We've sent a new verification link to ${email}. It expires in 24 hours.`,
  alreadyVerified: 'Your email address is already verified.',
  verifyNoticeTitle: 'Please verify your email address',
  verifyNoticeDescription: (email: string) =>
    `We sent a verification link to ${email}. Open it to confirm the address is yours. The link expires in 24 hours; you can ask for a new one here.`,
  resendVerificationRateLimited: 'Too many verification e-mails for this account.',
} as const;

/** Trimmed and lower-cased, so one person has one account whatever they type. */
// A missing field reads as '' so it gets its own message, not valibot's "Invalid key".
const Email = v.pipe(
  v.optional(v.string(authMessages.invalidEmail), ''),
  v.trim(),
  v.toLowerCase(),
  v.email(authMessages.invalidEmail),
  v.maxLength(254, authMessages.invalidEmail),
);
const Password = v.pipe(
  v.optional(v.string(authMessages.passwordTooShort), ''),
  v.minLength(MIN_PASSWORD_LENGTH, authMessages.passwordTooShort),
  // argon2 hashes anything, but a megabyte "password" is an attack, not a password.
  v.maxLength(256, 'Password must be at most 256 characters'),
);
const Name = (message: string) =>
  v.pipe(v.optional(v.string(message), ''), v.trim(), v.nonEmpty(message), v.maxLength(100));

export const LoginInput = v.object({
  email: Email,
  password: Password,
});
export type LoginInput = v.InferOutput<typeof LoginInput>;

export const RegisterInput = v.pipe(
  v.object({
    firstName: Name(authMessages.firstNameRequired),
    lastName: Name(authMessages.lastNameRequired),
    email: Email,
    password: Password,
    confirmPassword: v.optional(v.string(authMessages.passwordsDontMatch), ''),
    role: v.optional(v.picklist(REGISTRATION_ROLES, 'Account type must be client or agent'), 'client'),
    phone: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(40, 'Phone number is too long'),
        v.transform((phone) => phone || undefined),
      ),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      authMessages.passwordsDontMatch,
    ),
    ['confirmPassword'],
  ),
);
export type RegisterInput = v.InferOutput<typeof RegisterInput>;

export const PasswordResetRequestInput = v.object({ email: Email });
export type PasswordResetRequestInput = v.InferOutput<typeof PasswordResetRequestInput>;

export const PasswordResetInput = v.pipe(
  v.object({
    token: v.pipe(
      v.optional(v.string(authMessages.resetTokenRequired), ''),
      v.trim(),
      v.nonEmpty(authMessages.resetTokenRequired),
    ),
    password: v.pipe(
      v.optional(v.string(authMessages.resetPasswordTooShort), ''),
      v.minLength(MIN_PASSWORD_LENGTH, authMessages.resetPasswordTooShort),
      v.maxLength(256, 'Password must be at most 256 characters'),
    ),
    confirmPassword: v.optional(v.string(authMessages.passwordsDontMatch), ''),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      authMessages.passwordsDontMatch,
    ),
    ['confirmPassword'],
  ),
);
export type PasswordResetInput = v.InferOutput<typeof PasswordResetInput>;

export const VerifyEmailInput = v.object({
  token: v.pipe(
    v.optional(v.string(authMessages.verificationTokenRequired), ''),
    v.trim(),
    v.nonEmpty(authMessages.verificationTokenRequired),
    // Our tokens are 43 characters; anything far longer is not one of them.
    v.maxLength(200, authMessages.verificationInvalid),
  ),
});
export type VerifyEmailInput = v.InferOutput<typeof VerifyEmailInput>;

/** The signed-in user as the API answers it (GET /api/auth/me, login, register). */
export interface AuthUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone?: string;
  role: Role;
  /** False until the owner of the address confirmed it through our link (or a provider vouched). */
  emailVerified: boolean;
  /** Staff only: an admin (or an agent an admin approved), who may send mail in the agency's name. */
  agentApproved?: boolean;
}
