import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core for `page`, run in the page itself ("legacy mode"). axe's default opens a second,
 * blank page for every check to join the results of cross-origin frames, which doubled the time
 * of a check (about 2 s instead of 1 on an idle machine). The product's pages have no frame of
 * their own to check: the one frame, the transport partner's booking page, is the partner's
 * document, and its title, which is ours, is still checked in the page that holds it.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true);
}

/**
 * axe-core with the WCAG 2.0 and 2.1 A/AA rules, and WCAG 2.1's "label in name" (2.5.3): a
 * control's spoken name holds the words it shows, so a person who says what they see reaches
 * it. axe still calls that rule experimental and leaves it out unless asked. `disabled` names
 * rules a screen is known to break for a reason its journey gives.
 */
export function wcagCheck(page: Page, disabled: string[] = []): AxeBuilder {
  return axe(page).options({
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: {
      'label-content-name-mismatch': { enabled: true },
      ...Object.fromEntries(disabled.map((rule) => [rule, { enabled: false }])),
    },
  });
}

interface WcagOptions {
  /** Rules the screen is known to break, for a reason its journey gives. */
  disabled?: string[];
  /** Only the part of the page this selector names. */
  include?: string;
  /** Every violation, not only the serious and critical ones. */
  everyImpact?: boolean;
}

/**
 * The WCAG violations axe finds in the page as it is now, one line each, beginning with `where`
 * (a path or a screen's name) so a failure says what to fix: by default the serious and
 * critical ones, which keep a person from using the page.
 */
export async function wcagViolations(
  page: Page,
  where: string,
  { disabled = [], include, everyImpact = false }: WcagOptions = {},
): Promise<string[]> {
  const check = wcagCheck(page, disabled);
  const { violations } = await (include ? check.include(include) : check).analyze();
  return violations
    .filter((violation) => everyImpact || violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${where}: ${violation.id} (${violation.nodes.length}) ${violation.nodes[0]?.target.join(' ')} ${violation.nodes[0]?.failureSummary ?? ''}`,
    );
}
