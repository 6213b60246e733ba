/** Page objects for the account screens: the journeys say what a person does, these say how. */
import { expect, type Locator, type Page } from '@playwright/test';
import type { TestPerson } from '../fixtures/accounts';

export class LoginScreen {
  readonly heading: Locator;
  readonly signInPanel: Locator;
  readonly registerPanel: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: /^Welcome to / });
    this.signInPanel = page.getByRole('tabpanel', { name: 'Sign In' });
    this.registerPanel = page.getByRole('tabpanel', { name: 'Register' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/login');
    await expect(this.heading).toBeVisible();
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.page.getByRole('tab', { name: 'Sign In' }).click();
    await this.signInPanel.getByLabel('Email', { exact: true }).fill(email);
    await this.signInPanel.getByLabel('Password', { exact: true }).fill(password);
    await this.signInPanel.getByRole('button', { name: 'Sign In', exact: true }).click();
  }

  socialButton(provider: 'Google' | 'GitHub' | 'X' | 'Apple'): Locator {
    return this.signInPanel.getByRole('link', { name: `Sign in with ${provider}` });
  }

  async openRegister(): Promise<void> {
    await this.signInPanel.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(this.page.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
  }

  async register(person: TestPerson): Promise<void> {
    const form = this.registerPanel;
    await form.getByLabel('First Name', { exact: true }).fill(person.firstName);
    await form.getByLabel('Last Name', { exact: true }).fill(person.lastName);
    await form.getByLabel('Email', { exact: true }).fill(person.email);
    if (person.phone) await form.getByLabel(/^Phone/).fill(person.phone);
    await expect(form.getByText('Client - Book Travel')).toBeVisible();
    await form.getByLabel('Password', { exact: true }).fill(person.password);
    await form.getByLabel('Confirm Password', { exact: true }).fill(person.password);
    await form.getByRole('button', { name: 'Create Account' }).click();
  }
}

export class ForgotPasswordScreen {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/forgot-password');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  }

  async requestLink(email: string): Promise<void> {
    await this.page.getByLabel('Email', { exact: true }).fill(email);
    await this.page.getByRole('button', { name: 'Send Reset Link' }).click();
  }
}

export class ResetPasswordScreen {
  constructor(readonly page: Page) {}

  async open(pathWithToken: string): Promise<void> {
    await this.page.goto(pathWithToken);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Reset Your Password' })).toBeVisible();
  }

  async reset(password: string, confirmPassword = password): Promise<void> {
    await this.page.getByLabel('New Password', { exact: true }).fill(password);
    await this.page.getByLabel('Confirm New Password', { exact: true }).fill(confirmPassword);
    await this.page.getByRole('button', { name: 'Reset Password' }).click();
  }
}

export class VerifyEmailScreen {
  constructor(readonly page: Page) {}

  async open(pathWithToken: string): Promise<void> {
    await this.page.goto(pathWithToken);
    await expect(
      this.page.getByRole('heading', { level: 1, name: 'Verify Your Email Address' }),
    ).toBeVisible();
  }

  async verify(): Promise<void> {
    await this.page.getByRole('button', { name: 'Verify Email' }).click();
  }
}

export class SettingsScreen {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/settings');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  }

  /** The notice an account with an unverified address sees above the cards. */
  verifyNotice(): Locator {
    return this.page.getByRole('alert').filter({ hasText: 'Please verify your email address' });
  }

  card(title: string): Locator {
    return this.page
      .getByRole('main')
      .locator('.ant-card')
      .filter({ has: this.page.getByRole('heading', { level: 2, name: title }) });
  }
}

/** The public site's header (the banner landmark). */
export function siteHeader(page: Page): Locator {
  return page.getByRole('banner');
}
