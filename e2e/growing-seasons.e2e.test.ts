import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { linkNames, phoneWidth, saveScreenshots, screenshotDir } from './support/browser';
import { useDemoApp } from './support/demo-app';

// The Home location and growing seasons (spec §2 "Map screen", "Growing seasons",
// §5, §6) on the demo accounts. premium@demo.test's company starts with a Home location near Saddleworth
// and one wheat season sown on 1 May; free@ and standard@ have plans without growing seasons.

const poll = { timeout: 20_000, interval: 250 };
const premium = 'premium@demo.test';

const app = useDemoApp({ env: { DEMO_STATIONS: '1' }, waitFor: 'readings' });

/** Growers' browsers are Australian: date inputs read dd/mm/yyyy (spec §9). */
const newPage = () => app.newPage({ locale: 'en-AU' });
const main = (page: Page) => page.getByRole('main');
const menuButton = (page: Page) => page.getByRole('button', { name: /^Home( & Seasons)?$/ });
const homeMarker = (page: Page) => page.locator('.leaflet-marker-icon.home-marker');
const homeDialog = (page: Page) => page.getByRole('dialog', { name: 'Set Home Location' });
const seasonModal = (page: Page) => page.getByRole('dialog', { name: 'Add Growing Season Details' });
const seasonsList = (page: Page) => main(page).getByRole('list', { name: 'Growing seasons' });
const seasonCard = (page: Page, name: string) =>
  seasonsList(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

async function openMap(page: Page, email: string): Promise<void> {
  await app.logIn(page, email);
  await page.locator('.station-map').waitFor();
  await menuButton(page).waitFor();
}

async function openMenu(page: Page): Promise<Locator> {
  await menuButton(page).click();
  const panel = page.locator('.map-corner-menu__panel');
  await panel.waitFor();
  return panel;
}

async function markerCentre(page: Page): Promise<{ x: number; y: number }> {
  const box = await homeMarker(page).boundingBox();
  if (!box) throw new Error('no Home marker on the map');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

async function dragHomeMarker(page: Page, by: { x: number; y: number }): Promise<void> {
  const from = await markerCentre(page);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + by.x / 2, from.y + by.y / 2, { steps: 5 });
  await page.mouse.move(from.x + by.x, from.y + by.y, { steps: 5 });
  await page.mouse.up();
}

const dialogPosition = (page: Page) => homeDialog(page).locator('.home-location-dialog__position').innerText();

describe('home location on the map', () => {
  it('drags the Home marker and saves it; Cancel puts it back', async () => {
    const page = await newPage();
    await openMap(page, premium);
    await homeMarker(page).waitFor();

    const menu = await openMenu(page);
    expect(await menu.getByRole('button').allInnerTexts()).toEqual(['Set Home Location', 'Add Growing Season Details']);
    await saveScreenshots(page, 'growing-seasons-map-menu');

    // Cancel restores the original place.
    await menu.getByRole('button', { name: 'Set Home Location' }).click();
    await homeDialog(page).waitFor();
    const original = await dialogPosition(page);
    const originalCentre = await markerCentre(page);
    await dragHomeMarker(page, { x: 80, y: 50 });
    await expect.poll(() => dialogPosition(page), poll).not.toBe(original);
    await saveScreenshots(page, 'growing-seasons-home-dialog');
    await homeDialog(page).getByRole('button', { name: 'Cancel' }).click();
    await homeDialog(page).waitFor({ state: 'detached' });
    const restored = await markerCentre(page);
    expect(Math.abs(restored.x - originalCentre.x)).toBeLessThan(2);
    expect(Math.abs(restored.y - originalCentre.y)).toBeLessThan(2);

    // Save keeps the new place, across a reload.
    await (await openMenu(page)).getByRole('button', { name: 'Set Home Location' }).click();
    expect(await dialogPosition(page)).toBe(original);
    await dragHomeMarker(page, { x: 60, y: -40 });
    await expect.poll(() => dialogPosition(page), poll).not.toBe(original);
    const moved = await dialogPosition(page);
    await homeDialog(page).getByRole('button', { name: 'Save' }).click();
    await homeDialog(page).waitFor({ state: 'detached' });

    await page.reload();
    await homeMarker(page).waitFor();
    await (await openMenu(page)).getByRole('button', { name: 'Set Home Location' }).click();
    expect(await dialogPosition(page)).toBe(moved);
    await page.keyboard.press('Escape');
    await homeDialog(page).waitFor({ state: 'detached' });

    // The growing seasons screen names the new place.
    await page.goto('/my/growing_seasons');
    const [lat, lng] = moved.replace(/^Marker at\s*/, '').split(', ');
    await main(page)
      .getByText(`Home location: ${Number(lat).toFixed(4)}, ${Number(lng).toFixed(4)}`, { exact: false })
      .waitFor();
  });

  it('fits the menu and the drag dialog on a phone’s short map', async () => {
    const page = await app.newPage({ locale: 'en-AU', viewport: { width: phoneWidth, height: 740 } });
    await openMap(page, premium);
    const mapBox = await page.locator('.station-map').boundingBox();
    const menu = await openMenu(page);
    const menuBox = await menu.boundingBox();
    if (!mapBox || !menuBox) throw new Error('map or menu not laid out');
    // The whole menu shows inside the map (it opens downwards when the map leaves more room below).
    expect(menuBox.y).toBeGreaterThanOrEqual(mapBox.y);
    expect(menuBox.y + menuBox.height).toBeLessThanOrEqual(mapBox.y + mapBox.height);
    await page.screenshot({ path: join(screenshotDir, 'growing-seasons-map-menu-phone-360.png') });

    await menu.getByRole('button', { name: 'Set Home Location' }).click();
    await homeDialog(page).waitFor();
    const dialogBox = await homeDialog(page).boundingBox();
    const marker = await markerCentre(page);
    if (!dialogBox) throw new Error('dialog not laid out');
    // The marker is brought clear of the dialog, so it can be grabbed.
    expect(marker.y).toBeGreaterThan(dialogBox.y + dialogBox.height);
    expect(marker.y).toBeLessThan(mapBox.y + mapBox.height);
    await page.screenshot({ path: join(screenshotDir, 'growing-seasons-home-dialog-phone-360.png') });
    await homeDialog(page).getByRole('button', { name: 'Cancel' }).click();
    await homeDialog(page).waitFor({ state: 'detached' });
  });

  it('opens the growing season form from the map, which starts afresh after Cancel', async () => {
    const page = await newPage();
    await openMap(page, premium);
    await (await openMenu(page)).getByRole('button', { name: 'Add Growing Season Details' }).click();
    await seasonModal(page).waitFor();
    await seasonModal(page).getByLabel('Growing Season Name').fill('Canola, back paddock');
    await seasonModal(page).getByRole('radio', { name: 'Custom' }).check();
    await saveScreenshots(page, 'growing-seasons-map-modal');
    await seasonModal(page).getByRole('button', { name: 'Cancel' }).click();
    await seasonModal(page).waitFor({ state: 'detached' });

    await (await openMenu(page)).getByRole('button', { name: 'Add Growing Season Details' }).click();
    await seasonModal(page).waitFor();
    expect(await seasonModal(page).getByLabel('Growing Season Name').inputValue()).toBe('');
    expect(await seasonModal(page).getByRole('radio', { name: 'Home' }).isChecked()).toBe(true);
  });

  // Spec §9: the Home location comes with Farm; growing seasons with Premium.
  it('offers farm@demo.test the Home location but not growing season details', async () => {
    const page = await newPage();
    await openMap(page, 'farm@demo.test');
    const menu = await openMenu(page);
    expect(await menu.getByRole('button').allInnerTexts()).toEqual(['Set Home Location']);
    await page.goto('/my/growing_seasons');
    await main(page).getByText('To view this content you must upgrade your billing plan.').waitFor();
    expect(await main(page).getByRole('button', { name: 'Add' }).count()).toBe(0);
  });

  it.each(['free@demo.test', 'standard@demo.test'])(
    'offers %s neither the Home location nor growing seasons',
    async (email) => {
      const page = await newPage();
      const asked: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/members/growing_locations')) asked.push(request.url());
      });
      await app.logIn(page, email);
      // The map is drawn for the signed-in grower: the bottom-right menu would be there by now.
      await page.locator('.station-map .leaflet-marker-icon').first().waitFor();
      expect(await page.getByText('You are not logged in.').count()).toBe(0);
      expect(await menuButton(page).count()).toBe(0);
      expect(await homeMarker(page).count()).toBe(0);
      // Nor is the Home location asked for, which the server would refuse.
      expect(asked).toEqual([]);
      await page.goto('/my/growing_seasons');
      await main(page).getByText('To view this content you must upgrade your billing plan.').waitFor();
    },
  );
});

describe('growing seasons screens', () => {
  it('creates, edits and deletes a season', async () => {
    const page = await newPage();
    await app.logIn(page, premium);
    await page.goto('/my/growing_seasons');
    await main(page).getByRole('heading', { level: 1, name: 'Growing Seasons' }).waitFor();
    await seasonsList(page).waitFor();
    await saveScreenshots(page, 'growing-seasons-list');

    await main(page).getByRole('button', { name: 'Add', exact: true }).click();
    const form = page.getByRole('dialog', { name: 'Add Growing Season Details' });
    await form.waitFor();
    // Spec §2: dates start auto-calculated or not yet known, so their inputs are off; Home is chosen.
    expect(await form.locator('#season-emergence-date').isDisabled()).toBe(true);
    expect(await form.locator('#season-floral-initiation-date').isDisabled()).toBe(true);
    expect(await form.locator('#season-harvest-date').isDisabled()).toBe(true);
    expect(await form.getByRole('radio', { name: 'Not yet known' }).isChecked()).toBe(true);

    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Growing Season Name is required').waitFor();
    await form.getByText('Sowing Date is required').waitFor();

    await form.getByRole('radio', { name: 'Custom' }).check();
    const location = form.getByLabel('Custom location (latitude, longitude)');
    expect(await location.getAttribute('placeholder')).toBe('-35.85, 139.78');
    await location.fill('-35.95, 141.5');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Must be between: -32.8, 137.8 and -38.2, 141.2').waitFor();
    await location.fill('Lameroo');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('e.g. -35.95, 139.78').waitFor();

    await form.getByLabel('Growing Season Name').fill('Barley, Lameroo');
    await form.locator('#season-sowing-date').fill('2026-05-20');
    await location.fill('-35.33, 140.52');
    await form.locator('#season-harvest-select').check();
    expect(await form.locator('#season-harvest-date').isEnabled()).toBe(true);
    await form.locator('#season-harvest-date').fill('2026-05-10');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Harvest Date must be on or after the other dates').waitFor();
    // A date no longer chosen is no longer in the wrong: its error goes as its choice changes.
    await form.getByRole('radio', { name: 'Not yet known' }).check();
    await form.getByText('Harvest Date must be on or after the other dates').waitFor({ state: 'detached' });
    await saveScreenshots(page, 'growing-seasons-form');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });

    const card = seasonCard(page, 'Barley, Lameroo');
    await card.waitFor();
    expect(await card.getByRole('definition').allInnerTexts()).toEqual([
      '20/05/2026',
      '-35.3300, 140.5200',
      expect.stringMatching(/\S/),
    ]);

    // Edit: a chosen emergence date.
    await card.getByRole('button', { name: 'Edit Barley, Lameroo' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Growing Season' });
    await edit.waitFor();
    expect(await edit.getByLabel('Growing Season Name').inputValue()).toBe('Barley, Lameroo');
    await edit.getByLabel('Growing Season Name').fill('Barley (Spartacus), Lameroo');
    await edit.locator('#season-emergence-select').check();
    await edit.locator('#season-emergence-date').fill('2026-06-02');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });
    const edited = seasonCard(page, 'Barley (Spartacus), Lameroo');
    await edited.waitFor();

    await edited.getByRole('link', { name: 'Barley (Spartacus), Lameroo' }).click();
    await main(page).getByRole('heading', { level: 1, name: 'Barley (Spartacus), Lameroo' }).waitFor();
    await main(page).getByText('02/06/2026', { exact: true }).waitFor();
    // Lameroo's nearest station is not one of premium's selected stations: its values there are Farm's,
    // rainfall but no thermal time (spec §9), so the calculated values and those graphs ask for an upgrade.
    const facts = main(page).locator('.season-facts');
    expect(await facts.getByRole('definition').allInnerTexts()).toEqual([
      '20/05/2026',
      '02/06/2026',
      'Not included in your plan',
      'Not yet known',
      '-35.3300, 140.5200',
      expect.stringMatching(/\S/),
      'Not included in your plan',
    ]);
    expect(await linkNames(main(page).getByRole('list', { name: /^Graphs for Barley/ }))).toEqual([
      'Rainfall over the Season',
    ]);
    await main(page).getByRole('link', { name: 'View plans and extras' }).waitFor();
    await saveScreenshots(page, 'growing-seasons-season-upgrade');

    // Delete, after the confirmation.
    await main(page).getByRole('button', { name: 'Delete Barley (Spartacus), Lameroo' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirm to Delete Growing Seasons' });
    await confirm.waitFor();
    await saveScreenshots(page, 'growing-seasons-delete');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL(app.url('/my/growing_seasons'));
    await seasonsList(page).waitFor();
    expect(await seasonCard(page, 'Barley (Spartacus), Lameroo').count()).toBe(0);
  });

  it('moves focus to the season that takes a deleted one’s place in the list', async () => {
    const page = await newPage();
    await app.logIn(page, premium);
    await page.goto('/my/growing_seasons');
    await seasonsList(page).waitFor();
    await main(page).getByRole('button', { name: 'Add', exact: true }).click();
    const form = page.getByRole('dialog', { name: 'Add Growing Season Details' });
    await form.getByLabel('Growing Season Name').fill('Canola, Saddleworth');
    await form.locator('#season-sowing-date').fill('2026-04-25');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });

    const card = seasonCard(page, 'Canola, Saddleworth');
    await card.getByRole('button', { name: 'Delete Canola, Saddleworth' }).click();
    await page
      .getByRole('alertdialog', { name: 'Confirm to Delete Growing Seasons' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await card.waitFor({ state: 'detached' });
    // Not left on the page body: on the title link of the row now in its place.
    await expect
      .poll(
        () => page.evaluate(() => document.activeElement?.matches('.season-list .season-card__title a') ?? false),
        poll,
      )
      .toBe(true);
  });

  it('shows a season’s thermal time since sowing as a graph', async () => {
    const page = await newPage();
    // All Access sees thermal time at every station; premium only at its selected ones (its Home has moved).
    await app.logIn(page, 'allaccess@demo.test');
    await page.goto('/my/growing_seasons');
    await seasonsList(page)
      .getByRole('link', { name: /^Wheat/ })
      .click();
    await main(page)
      .getByRole('heading', { level: 1, name: /^Wheat/ })
      .waitFor();
    await saveScreenshots(page, 'growing-seasons-season');

    // Each graph link is the graph's name, so the page's links read as its contents.
    expect(await linkNames(main(page).getByRole('list', { name: /^Graphs for Wheat/ }))).toEqual([
      'Thermal Time since Sowing',
      'Vernalisation since Emergence',
      'Adjusted Thermal Time since Sowing',
      'Rainfall over the Season',
      'Frost Hours over the Season',
    ]);
    await main(page).getByRole('link', { name: 'Thermal Time since Sowing', exact: true }).click();
    await main(page)
      .getByRole('heading', { level: 1, name: /^Thermal Time since Sowing: Wheat/ })
      .waitFor();
    // The history is filled in the background after start-up: the graph comes once its days are there.
    await expect
      .poll(
        async () => {
          if ((await page.locator('.uplot canvas').count()) > 0) return true;
          await page.reload();
          await main(page).getByRole('heading', { level: 1 }).waitFor();
          return false;
        },
        { timeout: 90_000, interval: 3_000 },
      )
      .toBe(true);
    await saveScreenshots(page, 'growing-seasons-graph');

    // Closing goes back to the season's page (the previous page, in the app).
    await main(page).getByRole('button', { name: 'Close' }).click();
    await main(page)
      .getByRole('heading', { level: 1, name: /^Wheat/ })
      .waitFor();
  });
});
