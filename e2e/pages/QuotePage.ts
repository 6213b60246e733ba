/** The quote page: its payment gate, the packages' payment buttons and the quote request form. */
import { expect, type Locator, type Page } from '@playwright/test';
import { pageIsHydrated } from './hydration';

export class QuotePage {
  readonly lockedNotice: Locator;
  readonly paidBanner: Locator;
  /** A payment the provider holds for review: paid, the form not yet open. */
  readonly reviewNotice: Locator;
  readonly checking: Locator;
  readonly form: Locator;

  /** What the console said about the server's HTML and the browser's render differing. */
  readonly hydrationProblems: string[] = [];

  constructor(readonly page: Page) {
    page.on('console', (message) => {
      if (/rendered differently in the browser|Minified React error|hydrat/i.test(message.text())) {
        this.hydrationProblems.push(`${page.url()}: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => this.hydrationProblems.push(`${page.url()}: ${error.message}`));
    this.lockedNotice = page.getByRole('heading', { name: 'Complete Payment to Access Booking Form' });
    this.paidBanner = page.getByRole('heading', { name: 'Payment Successful!' });
    this.reviewNotice = page.getByRole('heading', { name: 'Payment Under Review' });
    this.checking = page.getByText('Checking your payment...');
    this.form = page.getByRole('form', { name: 'Tell Us About Your Trip' });
  }

  /** Opens the page at `path` and waits until its buttons work. */
  async open(path = '/quote'): Promise<void> {
    await this.page.goto(path);
    await expect.poll(() => pageIsHydrated(this.page)).toBe(true);
  }

  /** The card of a consultation package or an extra, by its name. */
  card(name: string): Locator {
    return this.page
      .locator('article')
      .filter({ has: this.page.getByRole('heading', { name, exact: true }) });
  }

  /** A package's payment button, named with the total it will charge. */
  payButton(packageName: string, total: string): Locator {
    return this.card(packageName).getByRole('button', { name: `Pay ${total} for ${packageName}` });
  }

  /** Ticks an extra to pay along with a package. */
  async addExtra(packageName: string, extraName: string): Promise<void> {
    await this.card(packageName)
      .getByRole('checkbox', { name: new RegExp(`^${extraName}`) })
      .check();
  }

  /** Fills the quote request form's required fields and a group name, and sends it. */
  async requestQuote({ groupName }: { groupName: string }): Promise<void> {
    await this.form.getByLabel('First Name').fill('Tessa');
    await this.form.getByLabel('Last Name').fill('Auguste');
    await this.form.getByLabel('Email Address').fill('tessa@example.com');
    await this.form.getByLabel('Group Name').fill(groupName);
    await this.form.getByLabel('Number of Travelers').selectOption('3-5');
    await this.form.getByRole('button', { name: 'Submit Quote Request' }).click();
  }
}
