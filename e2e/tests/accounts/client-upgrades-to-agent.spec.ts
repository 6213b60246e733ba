import { expect, test } from '@playwright/test';
import { newPerson } from '../../fixtures/accounts';
import { LoginScreen, SettingsScreen, siteHeader } from '../../pages/AccountPages';
import { expectToast } from '../../pages/toasts';

test('a new client registers, sees the dashboard, upgrades to agent in settings and reaches the agent office, then logs out', async ({
  page,
}) => {
  const person = newPerson('new-client', { firstName: 'Tessa', phone: '+1 758 555 0199' });

  const login = new LoginScreen(page);
  await login.goto();
  await expect(siteHeader(page).getByRole('link', { name: /Island Bridge Travel/ })).toBeVisible();
  await login.openRegister();
  await login.register(person);

  await expectToast(
    page,
    'Registration successful!',
    "Welcome, Tessa! You've been automatically logged in. We've sent you a link to verify your email address.",
  );
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Tessa!' })).toBeVisible();
  const header = siteHeader(page);
  await expect(header.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);

  const settings = new SettingsScreen(page);
  await settings.goto();
  const profile = settings.card('Profile Information');
  await expect(profile.getByText(person.email)).toBeVisible();
  await expect(profile.getByText('+1 758 555 0199')).toBeVisible();
  await expect(profile.getByText('Client', { exact: true })).toBeVisible();
  await expect(settings.card('Quick Links').getByRole('link', { name: 'Agent Office' })).toHaveCount(0);

  const access = settings.card('Agent Access');
  await access.getByRole('button', { name: 'Upgrade to Agent Access' }).click();
  await expectToast(page, 'Success!', 'You now have agent access!');
  await expect(access.getByText('Agent Access Active')).toBeVisible();
  await expect(profile.getByText('Agent', { exact: true })).toBeVisible();
  // The office then opens by itself, a moment after the message (whose state is checked above:
  // on a busy machine that moment may already have passed, so the settings address is not).
  await expect(page).toHaveURL(/\/agent-office$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Agent Office - Welcome, Tessa!' })).toBeVisible();

  // An agent opening the client dashboard is sent back to the office.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/agent-office$/);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expectToast(page, 'Logged out successfully', 'You have been signed out of your account.');
  await expect(page).toHaveURL(/\/$/);
  await expect(siteHeader(page).getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(siteHeader(page).getByRole('button', { name: 'Logout' })).toHaveCount(0);

  // Signed out, the guarded screens send the visitor to sign in.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});
