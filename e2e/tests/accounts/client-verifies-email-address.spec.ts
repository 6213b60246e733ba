import { expect, test } from '@playwright/test';
import { newestMailTo, newPerson, verifyLinkIn } from '../../fixtures/accounts';
import { LoginScreen, SettingsScreen, VerifyEmailScreen } from '../../pages/AccountPages';
import { expectToast } from '../../pages/toasts';

test('a new client is asked to verify the e-mail address, gets a new link from settings and verifies it from the e-mail', async ({
  page,
}) => {
  const person = newPerson('verifying-client', { firstName: 'Nadia' });
  const login = new LoginScreen(page);
  await login.goto();
  await login.openRegister();
  await login.register(person);
  await expectToast(
    page,
    'Registration successful!',
    "Welcome, Nadia! You've been automatically logged in. We've sent you a link to verify your email address.",
  );
  await expect(page).toHaveURL(/\/dashboard$/);
  const firstMail = await newestMailTo(person.email, { containing: '/verify-email?token=' });
  const firstLink = verifyLinkIn(firstMail);

  const settings = new SettingsScreen(page);
  await settings.goto();
  const notice = settings.verifyNotice();
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(`We sent a verification link to ${person.email}.`);
  await notice.getByRole('button', { name: 'Resend Verification Email' }).click();
  await expectToast(
    page,
    'Verification email sent',
    `We've sent a new verification link to ${person.email}. It expires in 24 hours.`,
  );

  const newMail = await newestMailTo(person.email, { containing: '/verify-email?token=', count: 2 });
  const newLink = verifyLinkIn(newMail);
  expect(newLink).not.toBe(firstLink);

  const verify = new VerifyEmailScreen(page);
  await verify.open(newLink);
  await verify.verify();
  await expect(page.getByRole('heading', { level: 1, name: 'Email verified' })).toBeVisible();
  await expect(page.getByText('Your email address is verified. Thank you!')).toBeVisible();
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Nadia!' })).toBeVisible();

  await settings.goto();
  await expect(settings.card('Profile Information').getByText(person.email)).toBeVisible();
  await expect(settings.verifyNotice()).toHaveCount(0);

  // The first link was replaced by the new one, and a used link works only once.
  for (const link of [firstLink, newLink]) {
    await verify.open(link);
    await verify.verify();
    await expect(
      page.getByRole('heading', { level: 1, name: 'This link is invalid or has expired' }),
    ).toBeVisible();
    await expect(page.getByText(/is verified already/)).toBeVisible();
  }
});
