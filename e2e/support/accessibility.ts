import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { openPopupWithKeyboard } from './station-popup';

// The screens the accessibility test walks through and how axe-core runs on each (issue 25 part 5).

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export type Theme = 'light' | 'dark';
export type Account = 'visitor' | 'allaccess@demo.test' | 'standard@demo.test' | 'admin@demo.test';

export interface Screen {
  name: string;
  account: Account;
  path: string;
  /** Resolves once the screen shows what a grower came for (not just its loading state). */
  ready: (page: Page) => Promise<unknown>;
}

const main = (page: Page) => page.getByRole('main');
const heading = (name: string | RegExp) => (page: Page) =>
  main(page).getByRole('heading', { level: 1, name }).first().waitFor();

export const screens: Screen[] = [
  {
    name: 'map (visitor)',
    account: 'visitor',
    path: '/',
    ready: (page) => page.locator('.station-marker').first().waitFor(),
  },
  { name: 'news', account: 'visitor', path: '/info_alerts', ready: heading('News & Alerts') },
  { name: 'login', account: 'visitor', path: '/login', ready: heading('Login') },
  {
    name: 'map',
    account: 'allaccess@demo.test',
    path: '/',
    ready: (page) => page.locator('.station-marker').first().waitFor(),
  },
  {
    name: 'map with the menu open',
    account: 'allaccess@demo.test',
    path: '/',
    ready: async (page) => {
      await page.locator('.station-marker').first().waitFor();
      await page.getByRole('button', { name: /menu/i }).first().click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('group', { name: 'Theme' }).waitFor();
    },
  },
  {
    name: 'map with a station popup',
    account: 'allaccess@demo.test',
    path: '/',
    ready: async (page) => {
      // Settled: axe blends a popup still fading in with the page behind it, and misjudges its contrast.
      await openPopupWithKeyboard(page, 'Jamestown');
    },
  },
  {
    name: 'dashboard over the map',
    account: 'allaccess@demo.test',
    path: '/map/jamestown/dashboard',
    ready: (page) => page.getByRole('dialog', { name: 'Dashboard: Jamestown' }).locator('.key-tile').first().waitFor(),
  },
  {
    name: 'sites list',
    account: 'allaccess@demo.test',
    path: '/sites',
    ready: (page) =>
      main(page)
        .getByRole('link', { name: /Jamestown/ })
        .first()
        .waitFor(),
  },
  {
    name: 'site views',
    account: 'allaccess@demo.test',
    path: '/sites/jamestown/data_views/',
    ready: heading('Jamestown'),
  },
  {
    name: 'dashboard',
    account: 'allaccess@demo.test',
    path: '/sites/jamestown/data_views/dashboard',
    ready: (page) => main(page).locator('.key-tile').first().waitFor(),
  },
  {
    name: 'graph',
    account: 'allaccess@demo.test',
    path: '/sites/jamestown/data_views/temperatures',
    ready: (page) => main(page).locator('.uplot canvas').first().waitFor(),
  },
  {
    name: 'table',
    account: 'allaccess@demo.test',
    path: '/sites/jamestown/data_views/table-all-sensors',
    ready: (page) => main(page).getByRole('table').first().waitFor(),
  },
  {
    name: 'growing seasons',
    account: 'allaccess@demo.test',
    path: '/my/growing_seasons',
    ready: (page) => main(page).getByRole('list', { name: 'Growing seasons' }).waitFor(),
  },
  { name: 'account', account: 'allaccess@demo.test', path: '/my/account', ready: heading(/.+/) },
  {
    name: 'company details',
    account: 'allaccess@demo.test',
    path: '/my/account/company_details',
    ready: (page) => main(page).locator('form').first().waitFor(),
  },
  {
    name: 'user details',
    account: 'allaccess@demo.test',
    path: '/my/account/update_user_details',
    ready: (page) => main(page).locator('form').first().waitFor(),
  },
  {
    name: 'user management',
    account: 'allaccess@demo.test',
    path: '/my/account/user_management',
    ready: (page) => main(page).getByText('agronomist@demo.test').first().waitFor(),
  },
  {
    name: 'billing plan',
    account: 'allaccess@demo.test',
    path: '/my/account/plan_and_extras',
    ready: (page) => main(page).getByText('Your plan: All Access').waitFor(),
  },
  {
    name: 'billing plan: changing it',
    account: 'standard@demo.test',
    path: '/my/account/plan_and_extras',
    ready: async (page) => {
      await main(page).getByRole('button', { name: 'Change Plan' }).click();
      await main(page).locator('form').first().waitFor();
    },
  },
  {
    name: 'payment details',
    account: 'allaccess@demo.test',
    path: '/my/account/payment_details',
    ready: (page) => main(page).locator('.payment-card, .payment-form').first().waitFor(),
  },
  { name: 'referrals', account: 'allaccess@demo.test', path: '/my/account/referrals', ready: heading(/.+/) },
  {
    name: 'operator console: alerts',
    account: 'admin@demo.test',
    path: '/admin?section=alerts',
    ready: (page) => main(page).getByRole('button', { name: 'New alert' }).waitFor(),
  },
  {
    name: 'operator console: stations',
    account: 'admin@demo.test',
    path: '/admin?section=stations',
    ready: (page) => main(page).getByRole('button', { name: 'Add station' }).waitFor(),
  },
  {
    name: 'operator console: metric colours',
    account: 'admin@demo.test',
    path: '/admin?section=metrics',
    ready: (page) => main(page).locator('.console-bands').first().waitFor(),
  },
  {
    name: 'operator console: companies',
    account: 'admin@demo.test',
    path: '/admin?section=companies',
    ready: (page) => main(page).getByText('All Access Demo', { exact: false }).first().waitFor(),
  },
  {
    name: 'operator console: operations',
    account: 'admin@demo.test',
    path: '/admin?section=operations',
    ready: heading('Operator Console'),
  },
];

/** app.css --color-bg of each theme, as the browser computes it. */
export const pageBackground: Record<Theme, string> = { light: 'rgb(244, 246, 243)', dark: 'rgb(17, 22, 20)' };

interface AxeNode {
  target: unknown[];
  failureSummary?: string;
}
export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

/** Runs axe over the whole page and answers its serious and critical violations. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } }).axe;
    const results = (await axe.run(document, { resultTypes: ['violations'] })) as { violations: AxeViolation[] };
    return results.violations;
  });
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

/** One line per failing element: which rule, where, and what axe says would fix it. */
export function describeViolations(screen: string, theme: Theme, violations: AxeViolation[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `[${theme}] ${screen}: ${violation.id} (${violation.impact}) ${violation.help}\n    at ${node.target.join(' ')}\n    ${(node.failureSummary ?? '').replace(/\n/g, '\n    ')}`,
    ),
  );
}
