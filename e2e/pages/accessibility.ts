import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core with the WCAG 2.0 and 2.1 A/AA rules, and WCAG 2.1's "label in name" (2.5.3): a
 * control's spoken name holds the words it shows, so a person who says what they see reaches
 * it. axe still calls that rule experimental and leaves it out unless asked. `disabled` names
 * rules a screen is known to break for a reason its journey gives.
 */
export function wcagCheck(page: Page, disabled: string[] = []): AxeBuilder {
  return new AxeBuilder({ page }).options({
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: {
      'label-content-name-mismatch': { enabled: true },
      ...Object.fromEntries(disabled.map((rule) => [rule, { enabled: false }])),
    },
  });
}
