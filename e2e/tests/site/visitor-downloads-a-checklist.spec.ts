import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';

test('a visitor downloads a PDF checklist from the services page and reads a text checklist', async ({
  page,
}) => {
  await page.goto('/services');
  const pdfLink = page.getByRole('link', { name: 'Download PDF Checklist for Business Travel' });
  await expect(pdfLink).toHaveAttribute('href', '/api/checklists/generate/business-travel');

  const pdfDownload = page.waitForEvent('download');
  await pdfLink.click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toBe('Island-Bridge-Travel-Business-Travel-Checklist.pdf');
  const bytes = await fs.readFile(await pdf.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // The page stays where it was: the file was saved, not opened in place of the site.
  await expect(page).toHaveURL(/\/services$/);

  const checklists = page.getByRole('region', { name: 'Free Travel Checklists' });
  const textLink = checklists.getByRole('link', { name: 'Saint Lucia Travel Guide' });
  const textDownload = page.waitForEvent('download');
  await textLink.click();
  expect((await textDownload).suggestedFilename()).toBe('saint-lucia-checklist.txt');

  // Opened rather than saved, the same file reads as text in the browser.
  const response = await page.goto((await textLink.getAttribute('href'))!);
  expect(response?.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const text = page.locator('body');
  await expect(text).toContainText('ISLAND BRIDGE TRAVEL - SAINT LUCIA TRAVEL GUIDE');
  await expect(text).toContainText('[ ] Return or onward ticket: immigration asks to see it on arrival');
  await expect(text).toContainText('Phone: +1 (407) 555-0142');
});
