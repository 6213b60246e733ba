import { expect, test } from '@playwright/test';
import { newestMailTo, newPerson, registerThroughApi, resetLinkIn } from '../../fixtures/accounts';
import { ForgotPasswordScreen, LoginScreen, ResetPasswordScreen } from '../../pages/AccountPages';
import { expectToast } from '../../pages/toasts';

test('a client who forgot the password resets it from the e-mailed link and signs in with the new one', async ({
  page,
  request,
}) => {
  // Registered in its own request context, so the browser stays signed out.
  const person = newPerson('forgetful-client', { firstName: 'Marcus' });
  await registerThroughApi(request, person);

  const forgot = new ForgotPasswordScreen(page);
  await forgot.goto();
  await forgot.requestLink(`  ${person.email}  `);
  await expectToast(
    page,
    'Reset link sent!',
    'If an account exists for that email, you will receive password reset instructions shortly.',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Check Your Email' })).toBeVisible();
  await expect(page.getByText('The reset link expires in 1 hour.')).toBeVisible();

  // Registration mailed a verification link first: wait for the reset e-mail itself.
  const mail = await newestMailTo(person.email, { containing: '/reset-password?token=' });
  const resetPath = resetLinkIn(mail);
  expect(resetPath).toMatch(/^\/reset-password\?token=.+/);

  const reset = new ResetPasswordScreen(page);
  await reset.open(resetPath);
  const newPassword = `${person.password}-new`;
  await reset.reset(newPassword);
  await expectToast(
    page,
    'Password reset successful!',
    'Your password has been reset. You can now sign in with your new password.',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Password Reset Complete' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign In Now' }).click();
  await expect(page).toHaveURL(/\/login$/);

  const login = new LoginScreen(page);
  await login.signIn(person.email, person.password);
  await expectToast(page, 'Login failed', 'Invalid email or password.');
  await expect(page).toHaveURL(/\/login$/);

  await login.signIn(person.email, newPassword);
  await expectToast(page, 'Login successful!', 'Welcome back, Marcus!');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Marcus!' })).toBeVisible();

  // The link was good for one reset only.
  await reset.open(resetPath);
  await reset.reset(`${newPassword}-again`);
  await expectToast(
    page,
    'Reset failed',
    'This password reset link is invalid or has expired. Please request a new one.',
  );
});
