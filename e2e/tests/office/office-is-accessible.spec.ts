import { wcagViolations } from '../../pages/accessibility';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectOfficeSynced } from '../../pages/OfficeDevice';

async function csrf(request: APIRequestContext): Promise<string> {
  return (await (await request.get('/api/auth/csrf-token')).json()).csrfToken;
}

const TABS = [
  'Overview',
  'Trip Planning',
  'Clients',
  'Itineraries',
  'Bookings',
  'Quotes',
  'Proposals',
  'Email Center',
  'Comments',
  'Client Portal',
];

// Half the tabs each, in both workers at once: one journey through all ten checks came within
// a few seconds of the time bound on a two-core machine busy with other work.
test.describe.configure({ mode: 'parallel' });

for (const tabs of [TABS.slice(0, 5), TABS.slice(5)]) {
  test(`the Agent Office tabs ${tabs.join(', ')} pass an automated accessibility check and are reachable by keyboard`, async ({
    page,
  }) => {
    const signedIn = await page.request.post('/api/auth/login', {
      headers: { 'X-CSRF-Token': await csrf(page.request) },
      data: { email: 'agent@demo.test', password: 'demo-travel-2026' },
    });
    expect(signedIn.status()).toBe(200);
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.goto('/agent-office');
    await expect(page.getByRole('heading', { level: 1, name: /Agent Office - Welcome/ })).toBeVisible();
    // The demo agent's data is on the device, so every tab shows what it holds, not a loading state.
    await expectOfficeSynced(page);

    const allProblems: string[] = [];
    for (const name of tabs) {
      const tab = page.getByRole('tab', { name });
      // Keyboard: focus the tab and choose it with Enter.
      await tab.focus();
      await page.keyboard.press('Enter');
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel', { name })).toBeVisible();
      // Checked as the agent sees the tab once it has loaded: its code (the page spinner), then
      // its data (antd's spinners and skeletons), not a placeholder on the way. These are the
      // states to wait for: the network is never idle while the office fetches the other tabs'
      // code in the background.
      await expect(
        page.locator('main .page-spinner, main .ant-spin-spinning, main .ant-skeleton'),
      ).toHaveCount(0);
      // antd puts its overflow "more" button inside role=tablist; the tabs themselves are
      // checked for keyboard access above.
      allProblems.push(
        ...(await wcagViolations(page, name, { disabled: ['aria-required-children'], everyImpact: true })),
      );
    }
    expect(allProblems, allProblems.join('\n')).toEqual([]);
  });
}
