import type { StationListItem } from '@mesonet/shared/contracts/stations.schema';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktopWidth, phoneWidth, saveScreenshots, screenshotDir } from './support/browser';
import { useDemoApp } from './support/demo-app';
import { demoStationCount, sessionHeadersThroughApi } from './support/demo-network';
import { openPopupWithKeyboard } from './support/station-popup';

// Estimates look like estimates (σw without a sonic, Hargreaves ET₀ at BoM), and a station without a
// 10 m temperature shows the inversion rule of thumb in words of its own, never a measured state.

const poll = { timeout: 20_000, interval: 250 };
const app = useDemoApp({ env: { DEMO_STATIONS: '1' }, waitFor: 'readings' });
const ruleOfThumbLabels: Readonly<Record<number, string>> = {
  3: 'No inversion expected (rule of thumb)',
  4: 'Inversion likely (rule of thumb)',
};

/** allaccess@demo.test's site list, as the map reads it. */
async function memberStations(): Promise<StationListItem[]> {
  const headers = await sessionHeadersThroughApi(app.server, 'allaccess@demo.test');
  return (await fetch(app.url('/api/members/sites'), { headers })).json() as Promise<StationListItem[]>;
}
const readingOf = (station: StationListItem, metric: string) =>
  station.current_data_hash.data_array.find((r) => r.metric_id === metric);

/** Phone and desk screenshots with a tile scrolled into view inside its popup (resizing refits the popup). */
async function saveTileScreenshots(page: Page, name: string, tile: Locator): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  for (const width of [phoneWidth, desktopWidth]) {
    await page.setViewportSize({ width, height: width === phoneWidth ? 740 : 800 });
    await tile.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(screenshotDir, `${name}-${width}.png`) });
  }
}

async function mapReady(page: Page): Promise<void> {
  await app.logIn(page, 'allaccess@demo.test');
  await expect
    .poll(() => page.getByRole('button', { name: /^[^:]+: Temperature / }).count(), poll)
    .toBe(demoStationCount);
}

describe("'est.' and the inversion rule of thumb in the popup", () => {
  it("marks a BoM station's ET₀ 'est.', says how in its explanation, and shows the rule-of-thumb state", async () => {
    // The demo runs on the real clock: a BoM station showing 'likely' if the night and the wind give one.
    const boms = (await memberStations()).filter(
      (s) => s.aws_type === 'bom' && readingOf(s, 'evapotranspiration')?.value != null,
    );
    const station =
      boms.find((s) => readingOf(s, 'hazardous_inversion')?.value === 4) ??
      boms.find((s) => readingOf(s, 'hazardous_inversion')?.value != null);
    if (!station) throw new Error('no BoM station with ET₀ and an inversion state');

    const page = await app.newPage();
    await mapReady(page);
    const opened = await openPopupWithKeyboard(page, station.name);
    const tile = (label: string) => opened.getByRole('listitem').filter({ hasText: label });
    expect(await tile('ET₀ (yesterday)').innerText()).toMatch(/^ET₀ \(yesterday\)\s+\d+\.\d+\s*mm\s*est\./);
    expect(await tile('ET₀ (yesterday)').getByText('estimated').count()).toBe(1);
    // The state may change between the API read and the popup (the demo runs on the real clock, and
    // dawn turns 'likely' into 'not expected'): the tile must show one of the rule of thumb's own words.
    const shownState = await tile('Hazardous inversion').innerText();
    expect(Object.values(ruleOfThumbLabels).some((label) => shownState.includes(label))).toBe(true);
    expect(await tile('Temperature').innerText()).not.toContain('est.');
    await saveTileScreenshots(page, 'estimates-popup-bom-et0', tile('ET₀ (yesterday)'));
    await saveTileScreenshots(page, 'estimates-popup-bom-inversion', tile('Hazardous inversion'));

    await tile('ET₀ (yesterday)').getByRole('button', { name: 'About ET₀ (yesterday)' }).click();
    const dialog = page.getByRole('dialog', { name: 'ET₀ (yesterday) (mm)' });
    await dialog.getByRole('heading', { name: 'Estimated at this station' }).waitFor();
    expect(await dialog.getByText(/Hargreaves formula using only yesterday/).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await tile('Hazardous inversion').getByRole('button', { name: 'About Hazardous inversion' }).click();
    const about = page.getByRole('dialog', { name: 'Hazardous inversion (state)' });
    await about.getByText('Inversion likely (rule of thumb)', { exact: true }).waitFor();
    expect(await about.getByText(/show the rule of thumb instead, never a measured state/).isVisible()).toBe(true);
    await saveScreenshots(page, 'estimates-inversion-explanation');
    await page.context().close();
  });

  it("marks a standard mast's σw 'est.' and a research station's not", async () => {
    const list = await memberStations();
    const standard = list.find((s) => s.aws_type === 'standard' && readingOf(s, 'sigmaw10')?.value != null);
    const research = list.find((s) => s.aws_type === 'research' && readingOf(s, 'sigmaw10')?.value != null);
    if (!standard || !research) throw new Error('no standard or research station with σw');

    const page = await app.newPage();
    await mapReady(page);
    const sigma = (name: string) =>
      openPopupWithKeyboard(page, name).then((p) =>
        p.getByRole('listitem').filter({ hasText: 'Turbulence σw 10 m' }).innerText(),
      );
    expect(await sigma(standard.name)).toMatch(/\d\.\d+\s*m\/s\s*est\./);
    await saveTileScreenshots(
      page,
      'estimates-popup-standard',
      page.getByRole('listitem').filter({ hasText: 'Turbulence σw 10 m' }),
    );
    await page.keyboard.press('Escape');
    expect(await sigma(research.name)).not.toContain('est.');
    await page.context().close();
  });

  it("shows them on a BoM station's dashboard: 'est.' in the summary, the rule of thumb under the inversion tile", async () => {
    const bom = (await memberStations()).find(
      (s) =>
        s.aws_type === 'bom' &&
        readingOf(s, 'evapotranspiration')?.value != null &&
        readingOf(s, 'hazardous_inversion')?.value != null,
    );
    if (!bom) throw new Error('no BoM station with ET₀ and an inversion state');
    const state = ruleOfThumbLabels[readingOf(bom, 'hazardous_inversion')!.value!]!;

    const page = await app.newPage();
    await app.logIn(page, 'allaccess@demo.test');
    await page.goto(`/sites/${bom.slug}/data_views/dashboard`);
    const summary = page.getByRole('table', { name: `Summary – ${bom.name}` });
    await summary.waitFor();
    expect(await summary.getByRole('row', { name: /^ET₀ \(yesterday\) \d+\.\d+ mm estimated$/ }).count()).toBe(1);
    expect(await summary.getByRole('row', { name: `Hazardous inversion ${state}` }).count()).toBe(1);
    const inversionTile = page
      .locator('.key-tile')
      .filter({ has: page.getByRole('heading', { name: 'Inversion (VTD)', exact: true }) });
    expect(await inversionTile.innerText()).toContain('Not measured at this station');
    expect(await inversionTile.innerText()).toContain(`Without a 10 m sensor\n${state}`);
    await saveScreenshots(page, 'estimates-dashboard-bom');
    await page.context().close();
  });
});
