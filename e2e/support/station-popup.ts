import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

const poll = { timeout: 20_000, interval: 250 };

/** A station's marker: role=button named with the station, metric and reading ('Jamestown: Temperature 22.2 °C'). */
export const marker = (page: Page, stationName: string) =>
  page.getByRole('button', { name: new RegExp(`^${stationName}: `) });
export const popup = (page: Page, stationName: string) => page.getByRole('region', { name: stationName, exact: true });

/** Waits until Leaflet has finished panning the popup into view and fading it in (for steady screenshots). */
export async function popupSettled(page: Page, opened: Locator): Promise<void> {
  await opened.waitFor();
  await expect.poll(() => page.locator('.leaflet-pan-anim').count(), poll).toBe(0);
  await expect
    .poll(
      () => opened.evaluate((element) => getComputedStyle(element.closest('.leaflet-popup') ?? element).opacity),
      poll,
    )
    .toBe('1');
}

/** Opens a station's popup from the keyboard (markers may overlap at zoom 8; the keyboard path must work anyway). */
export async function openPopupWithKeyboard(page: Page, stationName: string): Promise<Locator> {
  await marker(page, stationName).focus();
  await page.keyboard.press('Enter');
  const opened = popup(page, stationName);
  await popupSettled(page, opened);
  return opened;
}
