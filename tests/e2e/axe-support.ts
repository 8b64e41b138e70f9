// axe-core on a settled page (https://playwright.dev/docs/accessibility-testing), shared by the specs that
// check pages for accessibility.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/** Runs axe on the settled page; serious and critical violations fail, the rest is reported. */
export async function expectNoSeriousViolations(page: Page) {
  // The loading bar is a transient overlay: judge the page once navigation and data loading finished.
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  // Only violations are read: axe then skips working out selectors and details for the passing nodes, most of
  // its time on a long page (https://github.com/dequelabs/axe-core/blob/develop/doc/API.md#section-4-performance).
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  const summary = violations.map(
    (v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  if (summary.length > 0) test.info().annotations.push({ type: 'axe', description: summary.join('\n') });
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map((v) => summary[violations.indexOf(v)]),
    'serious or critical axe violations',
  ).toEqual([]);
}
