import { expect, type Locator, type Page } from '@playwright/test';

/** The toast (antd notification) whose title is `title`. */
export function toast(page: Page, title: string): Locator {
  return page
    .locator('.ant-notification-notice')
    .filter({ has: page.locator('.ant-notification-notice-title', { hasText: title }) });
}

/** Asserts a toast's exact title and description. */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const notice = toast(page, title);
  await expect(notice.locator('.ant-notification-notice-title')).toHaveText(title);
  if (description !== undefined) {
    await expect(notice.locator('.ant-notification-notice-description')).toHaveText(description);
  }
}
