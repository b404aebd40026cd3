import { describe, expect, it } from 'vitest';
import { metricLegends, type LegendMetricKey, type MetricLegendBand } from './metric-legends';
import { perceivedDifference } from './colour-vision';
import { bandsLookAlike, distinguishableDeltaE, hatchedBands, smallestPerceivedDifference } from './legend-patterns';

// Issue 25 part 4: every neighbouring pair of bands of every legend (the map's markers take their
// colours from the same bands) stays distinguishable with normal vision, protanopia and deuteranopia
// (Machado et al. 2009, severity 1.0): CIEDE2000 ≥ 10, or one of the two is hatched.
// docs/colour-blind-legends.md says what was found and what changed.

const legendKeys = Object.keys(metricLegends) as LegendMetricKey[];
const neighbourPairs = legendKeys.flatMap((key) =>
  metricLegends[key].bands.slice(1).map((band, i) => [key, metricLegends[key].bands[i]!, band] as const),
);

describe('every neighbouring pair of bands tells apart', () => {
  it.each(neighbourPairs.map(([key, below, above]) => [key, below.label, above.label, below, above] as const))(
    '%s: %s | %s',
    (key, _belowLabel, _aboveLabel, below, above) => {
      const hatched = hatchedBands(metricLegends[key].bands);
      const byColour = smallestPerceivedDifference(below.background_color, above.background_color);
      const byFill = hatched.has(below) !== hatched.has(above);
      expect(byColour >= distinguishableDeltaE || byFill).toBe(true);
    },
  );
});

/**
 * The bands hatched today. The go/no-go legends (spraying, inversions, harvest, fire, stock and
 * disease risks) tell apart by colour alone; the long single-hue ramps and the green-to-yellow steps
 * of temperature and dew point lean on the hatch. A colour change that moves this table is reviewed here.
 */
const expectedHatched: Readonly<Record<LegendMetricKey, readonly string[]>> = {
  temperature: ['15–20'],
  temperature_max_today: ['15–20'],
  temperature_min_today: ['15–20'],
  relative_humidity: [],
  dew_point: ['15–20'],
  delta_t: [],
  wind_speed_2m: [],
  wind_speed_10m: [],
  rainfall_since_9am: ['1–5'],
  rainfall_last_24h: ['1–5'],
  rainfall_last_7d: ['5–10'],
  evapotranspiration: ['1–2', '4–6'],
  vtd: [],
  hazardous_inversion: [],
  ghcop: [],
  gfdi: [],
  sigmaw10: [],
  ann_2hr_sigma_w: [],
  thermal_time: ['250–500', '750–1000', '1250–1500'],
  adjusted_thermal_time: ['250–500', '750–1000', '1250–1500'],
  vernalisation_time: ['10–20', '30–40'],
  cci: [],
  etiella: [],
  rlem: [],
  ag360_flystrike: [],
  ag360_heat_chill_risk: ['Low'],
  downy_mildew: [],
};

describe('hatchedBands of each legend', () => {
  it.each(legendKeys)('%s', (key) => {
    const bands = metricLegends[key].bands;
    expect(bands.filter((band) => hatchedBands(bands).has(band)).map((band) => band.label)).toEqual(
      expectedHatched[key],
    );
  });
});

describe('the colours changed for colour-blind readers stay changed', () => {
  // Before: yellow → orange of delta T, wind, GHCOP… was ΔE 7.7 under deuteranopia; near neutral →
  // weak inversion 5.0 under protanopia; humidity 40–60 → 60–80 2.4 under protanopia.
  it.each<[string, string, string]>([
    ['delta T marginal → very coarse', '#fee08b', '#ffac0b'],
    ['wind strong → very strong', '#ffac0b', '#ea753a'],
    ['VTD near neutral → weak inversion', '#78bd8a', '#fee08b'],
    ['humidity 40–60 → 60–80', '#fee0b6', '#c7ddde'],
  ])('%s', (_name, a, b) => {
    for (const vision of ['normal', 'protanopia', 'deuteranopia'] as const) {
      expect(perceivedDifference(a, b, vision)).toBeGreaterThanOrEqual(distinguishableDeltaE);
    }
  });
});

const band = (label: string, colour: string): MetricLegendBand => ({
  threshold_value: 0,
  label,
  background_color: colour,
  font_color: '#000000',
});

describe('hatchedBands of an operator’s own colours', () => {
  it.each<[string, MetricLegendBand[], string[]]>([
    ['all different', [band('a', '#1a9850'), band('b', '#fee08b'), band('c', '#d73027')], []],
    ['two alike', [band('a', '#1a9850'), band('b', '#1a9851'), band('c', '#d73027')], ['b']],
    ['three alike: every other one', [band('a', '#777777'), band('b', '#787878'), band('c', '#797979')], ['b']],
    [
      'four alike',
      [band('a', '#777777'), band('b', '#787878'), band('c', '#797979'), band('d', '#7a7a7a')],
      ['b', 'd'],
    ],
    ['red and green that only look alike when colour blind', [band('a', '#d73027'), band('b', '#7a8a00')], ['b']],
    ['one band', [band('a', '#ffffff')], []],
    ['none', [], []],
  ])('%s', (_name, bands, hatched) => {
    expect(bands.filter((b) => hatchedBands(bands).has(b)).map((b) => b.label)).toEqual(hatched);
  });

  it('looks alike below the threshold only', () => {
    expect(bandsLookAlike(band('a', '#1a9850'), band('b', '#1a9850'))).toBe(true);
    expect(bandsLookAlike(band('a', '#2c7bb6'), band('b', '#fee08b'))).toBe(false);
  });
});
