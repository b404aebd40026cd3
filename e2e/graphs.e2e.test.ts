import type { DataViewResult } from '@mesonet/shared/contracts/data-views.schema';
import type { StationListItem } from '@mesonet/shared/contracts/stations.schema';
import { graphAvailableSpanMs } from '@mesonet/shared/data-views/graph-range';
import { sortStations } from '@mesonet/shared/stations/station-sorting';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { afterRequestsSoFar, saveScreenshots } from './support/browser';
import { useDemoApp } from './support/demo-app';
import { sessionHeadersThroughApi } from './support/demo-network';

// Graphs of a site's data views (spec §9 "Graphs") and their CSV download, on
// the demo network: uPlot loaded only with a chart, the range buttons by the history the plan opens,
// the threshold bands' key, wind arrows, values on a tap, and the download for all access only.

const poll = { timeout: 20_000, interval: 250 };
const dayMs = 86_400_000;
/** Local times in the caption: a daylight-saving change inside the window moves them by an hour. */
const hourMs = 3_600_000;

const app = useDemoApp({ env: { DEMO_STATIONS: '1' }, waitFor: 'readings' });
let station: StationListItem;

const sessionHeaders = (email: string) => sessionHeadersThroughApi(app.server, email);

/**
 * The demo fills each station's two weeks of readings in the background: wait until this site's
 * temperatures reach back more than a week, so all access gets every range button.
 */
async function waitForStationHistory(slug: string): Promise<void> {
  const headers = await sessionHeaders('allaccess@demo.test');
  const deadline = Date.now() + 120_000;
  for (;;) {
    const response = await fetch(
      app.url(`/api/members/sites/${slug}/data_views/temperatures/data_view_hash?max_points=50`),
      { headers },
    );
    const result = response.ok ? ((await response.json()) as DataViewResult) : null;
    if (result?.chart && graphAvailableSpanMs(result.chart.time_window) >= 610_000_000) return;
    if (Date.now() > deadline) throw new Error(`history of ${slug} not filled\n${app.server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

beforeAll(async () => {
  // The first station in the server's order: the first whose history the demo fills.
  station = sortStations(app.sites, 'numerical')[0]!;
  await waitForStationHistory(station.slug);
}, 130_000);

const graphPath = (view: string) => `/sites/${station.slug}/data_views/${view}`;
const graph = (page: Page) => page.locator('.graph-view');
const rangeButtons = (page: Page) => page.getByRole('group', { name: 'Time range' }).getByRole('button');
const windowCaption = (page: Page) => graph(page).locator('.graph-view__window-text');
const legend = (page: Page) => graph(page).locator('.u-legend');

/** Canvas pixels that are not transparent: the plot, its bands and axes have been drawn. */
async function paintedPixels(page: Page): Promise<number> {
  const canvas = graph(page).locator('canvas').first();
  await canvas.waitFor();
  return canvas.evaluate((element: HTMLCanvasElement) => {
    const context = element.getContext('2d');
    if (!context || element.width === 0) return 0;
    const { data } = context.getImageData(0, 0, element.width, element.height);
    let painted = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) painted++;
    return painted;
  });
}

/** 'dd/MM/yyyy HH:mm – dd/MM/yyyy HH:mm' → the two times, read as UTC (only their difference matters). */
function captionSpanMs(caption: string): number {
  const [from, to] = caption.split(' – ').map((text) => {
    const [, d, m, y, hh, mm] = /^(\d\d)\/(\d\d)\/(\d{4}) (\d\d):(\d\d)$/.exec(text.trim()) ?? [];
    return Date.UTC(Number(y), Number(m) - 1, Number(d), Number(hh), Number(mm));
  });
  return to! - from!;
}

async function chartAnswer(page: Page, view: string, open: () => Promise<unknown>): Promise<DataViewResult> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().includes(`/data_views/${view}/data_view_hash`) && r.ok()),
    open(),
  ]);
  return (await response.json()) as DataViewResult;
}

async function pressed(buttons: Locator): Promise<string[]> {
  const states = await buttons.evaluateAll((elements) =>
    elements.map((e) => (e.getAttribute('aria-pressed') === 'true' ? e.textContent : null)),
  );
  return states.filter((text): text is string => text !== null);
}

describe('graphs (/sites/{slug}/data_views/{graph})', () => {
  it('loads uPlot only with a chart, then draws temperatures with its range buttons, band key and CSV', async () => {
    const page = await app.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' || request.resourceType() === 'stylesheet') scripts.push(request.url());
    });
    await app.logIn(page, 'allaccess@demo.test');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => url.includes('uplot'))).toEqual([]);

    const answer = await chartAnswer(page, 'temperatures', () => page.goto(graphPath('temperatures')));
    await expect.poll(() => paintedPixels(page), poll).toBeGreaterThan(10_000);
    expect(scripts.filter((url) => url.includes('uplot')).length).toBeGreaterThan(0);

    // All access: the whole two weeks, so every choice of spec §9; the graph opens on the last 2 days.
    expect(await rangeButtons(page).allTextContents()).toEqual(['1d', '2d', '1w', '2w', 'All']);
    expect(await pressed(rangeButtons(page))).toEqual(['2d']);
    const opening = (await windowCaption(page).textContent()) ?? '';
    expect(Math.abs(captionSpanMs(opening) - 2 * dayMs)).toBeLessThanOrEqual(hourMs);

    // Text beside every colour: the key lists each band of the temperature legend.
    const bands = answer.chart!.threshold_bands.flatMap((group) => group.bands.map((band) => band.label));
    expect(bands.length).toBeGreaterThan(3);
    expect(await graph(page).locator('.graph-band-key__item').allTextContents()).toEqual(bands);
    // The legend names each series with its unit.
    for (const series of answer.chart!.series) {
      expect(await legend(page).textContent()).toContain(`${series.name} (${series.unit})`);
    }
    await saveScreenshots(page, 'graph-temperatures');

    const all = await chartAnswer(page, 'temperatures', () =>
      rangeButtons(page).getByText('All', { exact: true }).click(),
    );
    await expect.poll(() => pressed(rangeButtons(page)), poll).toEqual(['All']);
    await expect
      .poll(async () => captionSpanMs((await windowCaption(page).textContent()) ?? ''), poll)
      .toBeGreaterThan(7 * dayMs);
    expect(all.chart!.time_window.from_ms).toBe(all.chart!.time_window.earliest_ms);
    await expect.poll(() => paintedPixels(page), poll).toBeGreaterThan(10_000);
    await saveScreenshots(page, 'graph-temperatures-all');

    // The CSV of the window on screen, saved as a file.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      graph(page).getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^${station.slug}_temperatures_\\d{4}-\\d{2}-\\d{2}_\\d{4}-\\d{2}-\\d{2}\\.csv$`),
    );
    await page.context().close();
  });

  it('draws wind with its arrows, and shows the values at a tap on a phone', async () => {
    const page = await app.newPage({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    await app.logIn(page, 'allaccess@demo.test');
    const answer = await chartAnswer(page, 'wind', () => page.goto(graphPath('wind')));
    expect(answer.chart!.wind_arrows.length).toBeGreaterThan(0);
    await expect.poll(() => paintedPixels(page), poll).toBeGreaterThan(10_000);
    expect(await graph(page).locator('.graph-view__note').textContent()).toMatch(
      /^Arrows above the graph point the way the wind blows/,
    );
    expect(await graph(page).locator('.graph-band-key__item').count()).toBeGreaterThan(0);

    // Nothing wider than the phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    const plot = graph(page).locator('.u-over');
    const box = (await plot.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width * 0.6, box.y + box.height / 2);
    await expect
      .poll(() => legend(page).locator('.u-series').first().locator('.u-value').textContent(), poll)
      .toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/);
    const windValue = legend(page).locator('.u-series').nth(1).locator('.u-value');
    expect(await windValue.textContent()).toMatch(/^\d+(\.\d+)?$/);
    await saveScreenshots(page, 'graph-wind');
    await page.context().close();
  });

  it('says on the 2-hour σw graph whether the statistical forecast is shown, and why not', async () => {
    const mast = sortStations(app.sites, 'numerical').find(
      (s) => s.aws_type === 'research' || s.aws_type === 'standard',
    )!;
    await waitForStationHistory(mast.slug);
    const page = await app.newPage({ viewport: { width: 1280, height: 900 } });
    await app.logIn(page, 'allaccess@demo.test');
    const view = '2hr-hazardous-inversion';
    const answer = await chartAnswer(page, view, () => page.goto(`/sites/${mast.slug}/data_views/${view}`));
    const forecast = answer.chart!.forecast!;
    // Two weeks of demo readings: Model B, judged on at least 500 forecasts checked two hours later.
    expect(forecast.model).toBe('B');
    const forecastSeries = answer.chart!.series.find((s) => s.id === 'ann_2hr_sigma_w');
    const notes = graph(page).locator('.graph-view__note');
    if (forecast.shown) {
      expect(forecastSeries?.points.length).toBeGreaterThan(0);
      await expect
        .poll(() => notes.allTextContents(), poll)
        .toContainEqual(expect.stringMatching(/^Statistical forecast: \d+ % chance/));
    } else {
      expect(forecastSeries).toBeUndefined();
      await expect
        .poll(() => notes.allTextContents(), poll)
        .toContainEqual(expect.stringMatching(/^Forecast not shown: /));
    }
    await saveScreenshots(page, 'graph-sigma-w-forecast');
    await page.context().close();
  });

  it('opens an expanded all-history graph from the site views list on All', async () => {
    const page = await app.newPage();
    await app.logIn(page, 'allaccess@demo.test');
    await page.goto(`/sites/${station.slug}`);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Temperatures' }) });
    // The card's small chart loads once it is on screen.
    await card.scrollIntoViewIfNeeded();
    await card.getByRole('img', { name: 'Temperatures' }).locator('canvas').first().waitFor();
    await card.getByRole('link', { name: 'Expanded All-History Graph' }).click();
    await expect.poll(() => pressed(rangeButtons(page)), poll).toEqual(['All']);
    await expect.poll(() => paintedPixels(page), poll).toBeGreaterThan(10_000);
    await page.context().close();
  });

  it('refreshes every 60 s with the window moved on to now, and not while the tab is hidden', async () => {
    const page = await app.newPage();
    await page.clock.install();
    await app.logIn(page, 'allaccess@demo.test');
    const requests: URL[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/data_views/temperatures/data_view_hash')) requests.push(new URL(request.url()));
    });
    await chartAnswer(page, 'temperatures', () => page.goto(graphPath('temperatures')));
    await chartAnswer(page, 'temperatures', () => rangeButtons(page).getByText('1d', { exact: true }).click());
    const picked = requests.at(-1)!;
    expect(Date.parse(picked.searchParams.get('to')!) - Date.parse(picked.searchParams.get('from')!)).toBe(dayMs);

    await chartAnswer(page, 'temperatures', () => page.clock.fastForward(60_000));
    const refreshed = requests.at(-1)!;
    expect(
      Date.parse(refreshed.searchParams.get('to')!) - Date.parse(picked.searchParams.get('to')!),
    ).toBeGreaterThanOrEqual(60_000);

    const count = requests.length;
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await page.clock.fastForward(180_000);
    // A refresh the hidden tab should not make would have been sent before this request of the test's own.
    await afterRequestsSoFar(page);
    expect(requests.length).toBe(count);
    await page.context().close();
  });

  it('says when a graph could not be loaded, tries again, and says when there is no data', async () => {
    const page = await app.newPage();
    await app.logIn(page, 'allaccess@demo.test');
    const hash = '**/data_views/dew-point/data_view_hash*';
    await page.route(hash, (route) => route.fulfill({ status: 404, json: { errors: [] } }));
    await page.goto(graphPath('dew-point'));
    const failure = graph(page).getByRole('alert');
    await expect.poll(() => failure.textContent(), poll).toContain('Could not load this graph.');

    // The station answers again, but with nothing in the window.
    await page.unroute(hash);
    await page.route(hash, async (route) => {
      const result = (await (await route.fetch()).json()) as DataViewResult;
      const empty = { ...result.chart!, series: result.chart!.series.map((s) => ({ ...s, points: [] })) };
      await route.fulfill({ json: { ...result, chart: empty } });
    });
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => graph(page).locator('.graph-view__status').textContent(), poll).toBe('No data found.');
    // The range buttons stay: an earlier window may hold readings.
    expect(await rangeButtons(page).count()).toBe(5);
    await page.context().close();
  });

  it('gives free@demo.test the 48-hour graph with no range buttons and no download', async () => {
    const page = await app.newPage();
    await app.logIn(page, 'free@demo.test');
    const answer = await chartAnswer(page, 'temperatures', () => page.goto(graphPath('temperatures')));
    expect(answer.data_download).toBe(false);
    expect(answer.chart!.time_window.history).toBe('48h');
    await expect.poll(() => paintedPixels(page), poll).toBeGreaterThan(10_000);
    expect(await page.getByRole('group', { name: 'Time range' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Download CSV' }).count()).toBe(0);
    expect(Math.abs(captionSpanMs((await windowCaption(page).textContent()) ?? '') - 2 * dayMs)).toBeLessThanOrEqual(
      hourMs,
    );
    await saveScreenshots(page, 'graph-temperatures-free');
    await page.context().close();
  });
});
