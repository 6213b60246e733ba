import { expect, test } from '@playwright/test';
import { LoginScreen } from '../../pages/AccountPages';
import { expectToast, toast } from '../../pages/toasts';

test('an unconfigured social sign-in button returns to /login with an explanation', async ({ page }) => {
  const login = new LoginScreen(page);
  await login.goto();
  await expect(login.socialButton('Google')).toHaveAttribute('href', '/api/social/login?provider=google');

  await login.socialButton('Google').click();
  await expectToast(
    page,
    'Google sign-in is not available',
    'This sign-in option has not been set up yet. Please sign in with your email and password.',
  );
  // The error parameters are gone from the address, so a reload does not repeat the toast.
  await expect(page).toHaveURL(/\/login$/);
  await page.reload();
  await expect(login.heading).toBeVisible();
  await expect(toast(page, 'Google sign-in is not available')).toHaveCount(0);
});

test('a visitor without a reset token is sent to request a new link', async ({ page }) => {
  await page.goto('/reset-password');
  await expectToast(page, 'Invalid reset link', 'The password reset link is invalid or missing.');
  await expect(page).toHaveURL(/\/forgot-password$/);
});
