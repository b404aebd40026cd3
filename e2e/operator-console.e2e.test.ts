import { describe, expect, it } from 'vitest';
import { webAddressMessage } from '@mesonet/shared/contracts/app-settings.schema';
import { saveScreenshots } from './support/browser';
import { useDemoApp } from './support/demo-app';
import { demoPassword } from './support/demo-network';

// No demo stations: the console adds its own, and the news list holds only what the console publishes.
const app = useDemoApp({ env: { DEMO_STATIONS: '0' }, timeout: 90_000 });

const alertTitle = 'Frost likely on Tuesday night';

describe('the operator console', () => {
  it('lets an admin publish an alert that a visitor then sees on /info_alerts', async () => {
    const page = await app.newPage();
    await app.logIn(page, 'admin@demo.test');
    await page.getByRole('button', { name: /menu/i }).first().click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Operator Console' }).click();
    await page.getByRole('heading', { level: 1, name: 'Operator Console' }).waitFor();

    await page.getByRole('button', { name: 'New alert' }).click();
    const form = page.locator('form');
    await form.getByRole('button', { name: 'Save' }).click();
    // Each message under the field it is about.
    await form.getByText('Title is required').waitFor();
    await form.getByText('Slug is required').waitFor();

    await form.getByLabel('Title').fill(alertTitle);
    await form.getByLabel('Slug').fill('frost-likely-tuesday');
    await form.getByLabel('Teaser').fill('Protect vines in low-lying blocks.');
    await form
      .getByLabel('Body')
      .fill('Temperatures near **-2 °C** are forecast.\n\n<script>alert(1)</script>\n\n- Run frost fans from midnight');
    // The preview is the server's sanitised rendering: the script is shown as text, never run.
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.locator('strong', { hasText: '-2 °C' }).waitFor();
    await preview.getByText('<script>alert(1)</script>').waitFor();
    expect(await preview.locator('script').count()).toBe(0);
    await form.getByLabel('Published').check();
    await form.getByLabel('Pin to top').check();
    await saveScreenshots(page, 'operator-console-alert-form');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`Saved '${alertTitle}' (published).`).waitFor();
    await saveScreenshots(page, 'operator-console-alerts');

    const visitor = await app.newPage({ viewport: { width: 360, height: 740 } });
    await visitor.goto('/info_alerts');
    await visitor.getByRole('heading', { name: alertTitle }).waitFor();
    await visitor.getByRole('link', { name: alertTitle }).first().click();
    await visitor.getByRole('heading', { level: 1, name: alertTitle }).waitFor();
    await visitor.getByText('Run frost fans from midnight').waitFor();
    await saveScreenshots(visitor, 'operator-console-published-alert');

    // Unpublished from the list, it leaves the visitor's news.
    await page.getByRole('listitem').filter({ hasText: alertTitle }).getByRole('button', { name: 'Unpublish' }).click();
    await page.getByText(`'${alertTitle}' is a draft again.`).waitFor();
    await visitor.goto('/info_alerts');
    // The only alert was this one, so the list has loaded once it says there is none.
    await visitor.getByText('There is no news at the moment.').waitFor();
    expect(await visitor.getByRole('heading', { name: alertTitle }).count()).toBe(0);
  });

  it('adds a station and shows its token once, edits a page and lists companies', async () => {
    const page = await app.newPage();
    await app.logIn(page, 'admin@demo.test');
    await page.goto('/admin?section=stations');
    await page.getByRole('button', { name: 'Add station' }).click();
    const form = page.locator('form');
    await form.getByLabel('Name').fill('Spalding North');
    await form.getByLabel('Slug').fill('spalding-north');
    await form.getByLabel('Type').selectOption('standard');
    await form.getByLabel('Latitude').fill('north');
    await form.getByLabel('Longitude').fill('138.61');
    await form.getByRole('button', { name: 'Add station' }).click();
    await form.getByText('Latitude must be a number').waitFor();
    await form.getByLabel('Latitude').fill('-33.49');
    await form.getByRole('button', { name: 'Add station' }).click();
    const token = await page.getByTestId('issued-token').textContent();
    expect(token).toMatch(/^mst_/);
    await page.getByRole('listitem').filter({ hasText: 'Spalding North' }).getByText('Enabled').waitFor();
    await saveScreenshots(page, 'operator-console-stations');

    // A visitor's map shows the new station; disabled, it leaves the map and stays listed in the console.
    const visitor = await app.newPage({ viewport: { width: 360, height: 740 } });
    const marker = visitor.getByRole('button', { name: /^Spalding North: / });
    await visitor.goto('/');
    await marker.waitFor();
    const listed = page.getByRole('listitem').filter({ hasText: 'Spalding North' });
    await listed.getByRole('button', { name: 'Disable' }).click();
    await page.getByRole('alertdialog', { name: 'Disable station' }).getByRole('button', { name: 'Disable' }).click();
    await page.getByText('Spalding North is disabled.').waitFor();
    await listed.getByText('Disabled', { exact: true }).waitFor();
    await saveScreenshots(page, 'operator-console-station-disabled');
    // The map's answer after the change leaves the station out, and the map has drawn that answer.
    const stationsAnswer = visitor.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/sites' && r.status() === 200,
    );
    await visitor.reload();
    const stations = (await (await stationsAnswer).json()) as Array<{ name: string }>;
    expect(stations.map((station) => station.name)).not.toContain('Spalding North');
    await visitor.locator('.station-map').waitFor();
    await visitor.getByText('Loading stations…').waitFor({ state: 'detached' });
    expect(await marker.count()).toBe(0);
    await saveScreenshots(visitor, 'operator-console-station-off-map');

    await listed.getByRole('button', { name: 'Enable' }).click();
    await page.getByRole('alertdialog', { name: 'Enable station' }).getByRole('button', { name: 'Enable' }).click();
    await page.getByText('Spalding North is enabled.').waitFor();
    await visitor.reload();
    await marker.waitFor();

    await page.getByRole('link', { name: 'Content Pages' }).click();
    await page.getByRole('listitem').filter({ hasText: '/about/faqs' }).getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('region', { name: 'Preview' }).locator('.rich-text > *').first().waitFor();
    await saveScreenshots(page, 'operator-console-page-form');
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('link', { name: 'Text Labels' }).click();
    await page.getByLabel('map_view_disclaimer').waitFor();
    await saveScreenshots(page, 'operator-console-text-labels');

    // An operator's colour reaches a visitor's map legend.
    await page.getByRole('link', { name: 'Metric Colours' }).click();
    const temperature = page.getByRole('form', { name: /^Temperature/ });
    await temperature.getByLabel('Band 7 colour').fill('#123456');
    await temperature.getByLabel('Band 7 threshold').fill('14');
    await temperature.getByRole('button', { name: 'Save' }).click();
    await temperature.getByText("Band 7: Threshold must be above the band before's (15)").waitFor();
    await saveScreenshots(page, 'operator-console-metric-colours-error');
    await temperature.getByLabel('Band 7 threshold').fill('20');
    await temperature.getByRole('button', { name: 'Save' }).click();
    await page
      .getByRole('form', { name: /^Temperature/ })
      .getByText('Edited')
      .waitFor();
    await saveScreenshots(page, 'operator-console-metric-colours');
    await visitor.reload();
    const legend = visitor.getByRole('region', { name: 'Legend' });
    await legend.getByRole('button', { name: /Show/ }).click();
    const swatch = legend.getByRole('listitem').filter({ hasText: '20–25' }).locator('.legend-bands__swatch');
    await expect.poll(() => swatch.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(18, 52, 86)');
    await saveScreenshots(visitor, 'operator-console-edited-legend');
    await page
      .getByRole('form', { name: /^Temperature/ })
      .getByRole('button', { name: 'Reset to default' })
      .click();
    await page
      .getByRole('alertdialog', { name: 'Reset to default' })
      .getByRole('button', { name: 'Reset to default' })
      .click();
    await page
      .getByRole('form', { name: /^Temperature/ })
      .getByRole('button', { name: 'Reset to default' })
      .and(page.locator(':disabled'))
      .waitFor();

    await page.getByRole('link', { name: 'Companies' }).click();
    const admin = page.getByRole('listitem').filter({ hasText: 'Mesonet Operations' });
    await admin.getByText('Given by the network').waitFor();
    await saveScreenshots(page, 'operator-console-companies');
  });

  it('shows the operations tables on a phone: the serving process alive, the job queues and the database', async () => {
    const page = await app.newPage({ viewport: { width: 360, height: 740 } });
    await app.logIn(page, 'admin@demo.test');
    await page.goto('/admin?section=operations');
    await page.getByRole('heading', { level: 2, name: 'Operations' }).waitFor();
    const processes = page.getByRole('table', { name: 'Processes' });
    await processes.getByRole('cell', { name: 'Alive', exact: true }).first().waitFor();
    const queues = page.getByRole('table', { name: 'Job queues' });
    await queues.getByRole('row').filter({ hasText: 'mail-delivery' }).waitFor();
    await queues.getByRole('row').filter({ hasText: 'billing' }).waitFor();
    await page.getByRole('table', { name: 'Stations' }).waitFor();
    await page
      .getByRole('table', { name: 'Database and mail' })
      .getByText(/^Embedded, [\d.]+ MB$/)
      .waitFor();
    // The tables scroll inside themselves; the page itself is no wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await saveScreenshots(page, 'operator-console-operations');
  });

  it("edits the side menu's overview link, which must be a web address", async () => {
    const page = await app.newPage();
    await app.logIn(page, 'admin@demo.test');
    await page.goto('/admin?section=labels');
    const field = page.getByLabel('overview_url');
    const form = page.locator('form').filter({ has: field });
    await field.fill('/about/overview');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText(webAddressMessage).waitFor();
    await saveScreenshots(page, 'operator-console-overview-url-error');
    const address = 'https://network.example.org/about-the-network';
    await field.fill(address);
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Saved.').waitFor();

    // The menu's Overview link goes there, for the operator at once and for a visitor.
    const overviewHref = async (pageOf: typeof page) => {
      await pageOf.getByRole('button', { name: 'Menu' }).click();
      const link = pageOf
        .getByRole('dialog', { name: 'Menu' })
        .getByRole('link', { name: 'Overview (opens in a new tab)', exact: true });
      const href = await link.getAttribute('href');
      await pageOf.keyboard.press('Escape');
      await link.waitFor({ state: 'hidden' });
      return href;
    };
    await expect.poll(() => overviewHref(page)).toBe(address);
    const visitor = await app.newPage();
    await visitor.goto('/sites');
    await expect.poll(() => overviewHref(visitor)).toBe(address);
  });

  /** Invites `email` into the admin company through the API and completes their sign-up from the mailed link. */
  async function addAdminCompanyMember(email: string): Promise<void> {
    const api = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${app.server.url}/api${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    const signIn = await api('POST', '/auth/sign_in', { email: 'admin@demo.test', password: demoPassword });
    const session = Object.fromEntries(
      ['access-token', 'client', 'uid'].map((name) => [name, signIn.headers.get(name) ?? '']),
    );
    const invited = await api(
      'PUT',
      '/members/company_settings',
      {
        update_type: 'invite_user_to_company',
        invite_user_to_company_details: { email, permission_user_management: false },
      },
      session,
    );
    expect(invited.status).toBe(200);
    const mails = (await (
      await fetch(`${app.server.url}/api/dev/outbox?to=${encodeURIComponent(email)}`)
    ).json()) as Array<{
      text: string;
    }>;
    const token = /invitation_token=([\w-]+)/.exec(mails[0]?.text ?? '')?.[1];
    const joined = await api('PUT', '/accept_invitation_and_complete_signup', {
      acceptance_params: {
        invitation_token: token,
        first_name: 'Dana',
        surname: 'Deputy',
        email,
        password: demoPassword,
        phone: '',
      },
    });
    expect(joined.status).toBe(200);
  }

  it("offers the Operator Console permission on the admin company's user screen only, and it opens the console", async () => {
    const deputyEmail = 'deputy@operations.example';
    await addAdminCompanyMember(deputyEmail);
    const deputy = await app.newPage({ viewport: { width: 360, height: 740 } });
    const consoleLink = deputy.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Operator Console' });
    await app.logIn(deputy, deputyEmail);
    await deputy.goto('/admin');
    await deputy.getByText('The operator console is for administrators only.').waitFor();

    const owner = await app.newPage();
    await app.logIn(owner, 'admin@demo.test');
    await owner.goto(`/my/account/user_management/edit/${encodeURIComponent(deputyEmail)}`);
    const permission = owner.getByRole('main').getByRole('checkbox', { name: 'Operator Console' });
    expect(await permission.isChecked()).toBe(false);
    await permission.check();
    await owner.getByRole('main').getByRole('button', { name: 'Update Permissions' }).click();
    await owner.getByText(`The permissions of ${deputyEmail} have been updated.`).waitFor();
    expect(await permission.isChecked()).toBe(true);
    await saveScreenshots(owner, 'people-edit-operator-console');

    // On their next visit (the app validates the session and refreshes the user) the deputy has the console.
    await deputy.goto('/');
    await deputy.getByRole('button', { name: /menu/i }).first().click();
    await consoleLink.click();
    await deputy.getByRole('heading', { level: 1, name: 'Operator Console' }).waitFor();
    await deputy.getByRole('button', { name: 'New alert' }).waitFor();

    // Any other company's user screen has the three permissions only.
    const grower = await app.newPage();
    await app.logIn(grower, 'allaccess@demo.test');
    await grower.goto(`/my/account/user_management/edit/${encodeURIComponent('agronomist@demo.test')}`);
    await grower.getByRole('main').getByRole('checkbox', { name: 'User Management' }).waitFor();
    expect(await grower.getByRole('main').getByRole('checkbox').count()).toBe(3);
    expect(await grower.getByRole('main').getByRole('checkbox', { name: 'Operator Console' }).count()).toBe(0);
    await saveScreenshots(grower, 'people-edit-no-operator-console');
  });

  it('is not offered to a grower who is not an admin', async () => {
    const page = await app.newPage({ viewport: { width: 360, height: 740 } });
    await app.logIn(page, 'premium@demo.test');
    await page.goto('/admin');
    await page.getByText('The operator console is for administrators only.').waitFor();
    await page.getByRole('button', { name: /menu/i }).first().click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'My Account' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Operator Console' }).count()).toBe(0);
  });
});
