/**
 * Colour legends of every metric that has one: metrics.md §7, copied band for band (the machine-readable
 * form of the bands in §4). Each band's threshold_value is its inclusive lower bound; a value takes the
 * last band whose threshold is ≤ the value (§3); -9999 means "from −∞". Units here are the legend's
 * own text (§7); the display unit of each metric is in metric-catalogue.ts. Rows are written as
 * [threshold_value, label, background_color, font_color] to keep the table readable; metrics whose
 * §7 bands are identical share one table.
 *
 * Two deliberate differences from §7. Four colours differ so colour-blind readers can tell neighbouring
 * bands apart (docs/colour-blind-legends.md, legend-patterns.test.ts): the orange #fdae61 is the amber
 * #ffac0b and the orange-red #f46d43 is #ea753a everywhere; VTD's and σw's light green #a6d96a is #78bd8a;
 * humidity's 60–80 % band #c7e9c0 is #c7ddde. Bands that still look alike are hatched (legend-patterns.ts).
 * And where §7's white text falls short of WCAG AA's 4.5:1 on the band's colour (the mid greens and
 * blues), the text is black (metric-legends-contrast.test.ts keeps it so).
 */

export interface MetricLegendBand {
  /** Inclusive lower bound, compared with the unrounded value (§0.4). */
  readonly threshold_value: number;
  readonly label: string;
  readonly background_color: string;
  readonly font_color: string;
}

export interface MetricLegend {
  readonly unit: string;
  /** Provenance tag of §4: S (solid source), D (derived), P (proposed). */
  readonly status: string;
  /** Ascending by threshold_value. */
  readonly bands: readonly MetricLegendBand[];
}

type BandRow = readonly [threshold: number, label: string, background: string, font: string];

function bands(rows: readonly BandRow[]): readonly MetricLegendBand[] {
  return rows.map(([threshold_value, label, background_color, font_color]) => ({
    threshold_value,
    label,
    background_color,
    font_color,
  }));
}

const temperatureBands = bands([
  [-9999, '< −2', '#3b0f70', '#ffffff'],
  [-2, '−2 to 0', '#5e4fa2', '#ffffff'],
  [0, '0–5', '#3288bd', '#000000'],
  [5, '5–10', '#66c2a5', '#000000'],
  [10, '10–15', '#abdda4', '#000000'],
  [15, '15–20', '#e6f598', '#000000'],
  [20, '20–25', '#fee08b', '#000000'],
  [25, '25–30', '#ffac0b', '#000000'],
  [30, '30–35', '#ea753a', '#000000'],
  [35, '35–40', '#d53e4f', '#ffffff'],
  [40, '≥ 40', '#9e0142', '#ffffff'],
]);

const windSpeedBands = bands([
  [0, '< 3 Calm – inversion/drift risk', '#762a83', '#ffffff'],
  [3, '3–7 Light', '#9ecae1', '#000000'],
  [7, '7–15 Good for spraying', '#1a9850', '#000000'],
  [15, '15–20 Fresh (label max 20)', '#fee08b', '#000000'],
  [20, '20–30 Strong', '#ffac0b', '#000000'],
  [30, '30–40 Very strong', '#ea753a', '#000000'],
  [40, '≥ 40 Gale risk', '#a50026', '#ffffff'],
]);

const rainfallBands = bands([
  [0, 'Nil', '#ffffff', '#000000'],
  [0.2, '0.2–1', '#c6dbef', '#000000'],
  [1, '1–5', '#9ecae1', '#000000'],
  [5, '5–10', '#6baed6', '#000000'],
  [10, '10–25', '#3182bd', '#000000'],
  [25, '25–50', '#08519c', '#ffffff'],
  [50, '≥ 50', '#08306b', '#ffffff'],
]);

const sigmaWBands = bands([
  [0, '< 0.10 Very weak turbulence – hazardous', '#a50026', '#ffffff'],
  [0.1, '0.10–0.20 Weak – hazardous', '#ea753a', '#000000'],
  [0.2, '0.20–0.30 Marginal', '#fee08b', '#000000'],
  [0.3, '0.30–0.50 Moderate mixing', '#78bd8a', '#000000'],
  [0.5, '≥ 0.50 Well mixed', '#1a9850', '#000000'],
]);

const thermalTimeBands = bands([
  [0, '< 250', '#f7fcf5', '#000000'],
  [250, '250–500', '#e5f5e0', '#000000'],
  [500, '500–750', '#c7e9c0', '#000000'],
  [750, '750–1000', '#a1d99b', '#000000'],
  [1000, '1000–1250', '#74c476', '#000000'],
  [1250, '1250–1500', '#41ab5d', '#000000'],
  [1500, '1500–2000', '#238b45', '#000000'],
  [2000, '≥ 2000', '#005a32', '#ffffff'],
]);

export const metricLegends = {
  temperature: { unit: '°C', status: 'S', bands: temperatureBands },
  temperature_max_today: { unit: '°C', status: 'S/P', bands: temperatureBands },
  temperature_min_today: { unit: '°C', status: 'S/P', bands: temperatureBands },
  relative_humidity: {
    unit: '%',
    status: 'S',
    bands: bands([
      [0, '< 20', '#b35806', '#ffffff'],
      [20, '20–40', '#f1a340', '#000000'],
      [40, '40–60', '#fee0b6', '#000000'],
      [60, '60–80', '#c7ddde', '#000000'],
      [80, '80–90', '#74add1', '#000000'],
      [90, '≥ 90', '#2c7bb6', '#ffffff'],
    ]),
  },
  dew_point: {
    unit: '°C',
    status: 'S',
    bands: bands([
      [-9999, '< 0', '#5e4fa2', '#ffffff'],
      [0, '0–5', '#3288bd', '#000000'],
      [5, '5–10', '#66c2a5', '#000000'],
      [10, '10–15', '#abdda4', '#000000'],
      [15, '15–20', '#fee08b', '#000000'],
      [20, '≥ 20', '#ea753a', '#000000'],
    ]),
  },
  delta_t: {
    unit: '°C',
    status: 'S',
    bands: bands([
      [0, '< 2 Too humid – caution', '#2c7bb6', '#ffffff'],
      [2, '2–8 Ideal', '#1a9850', '#000000'],
      [8, '8–10 Marginal – coarse droplets', '#fee08b', '#000000'],
      [10, '10–12 Very coarse & high volume only', '#ffac0b', '#000000'],
      [12, '≥ 12 Do not spray', '#d73027', '#ffffff'],
    ]),
  },
  wind_speed_2m: { unit: 'km/h', status: 'S', bands: windSpeedBands },
  wind_speed_10m: { unit: 'km/h', status: 'S', bands: windSpeedBands },
  rainfall_since_9am: { unit: 'mm', status: 'S', bands: rainfallBands },
  rainfall_last_24h: { unit: 'mm', status: 'P', bands: rainfallBands },
  rainfall_last_7d: {
    unit: 'mm',
    status: 'P',
    bands: bands([
      [0, 'Nil', '#ffffff', '#000000'],
      [0.2, '0.2–5', '#c6dbef', '#000000'],
      [5, '5–10', '#9ecae1', '#000000'],
      [10, '10–25', '#6baed6', '#000000'],
      [25, '25–50', '#3182bd', '#000000'],
      [50, '50–100', '#08519c', '#ffffff'],
      [100, '≥ 100', '#08306b', '#ffffff'],
    ]),
  },
  evapotranspiration: {
    unit: 'mm',
    status: 'S',
    bands: bands([
      [0, '< 1', '#ffffcc', '#000000'],
      [1, '1–2', '#d9f0a3', '#000000'],
      [2, '2–4', '#addd8e', '#000000'],
      [4, '4–6', '#fed976', '#000000'],
      [6, '6–8', '#fd8d3c', '#000000'],
      [8, '8–10', '#e31a1c', '#ffffff'],
      [10, '≥ 10', '#800026', '#ffffff'],
    ]),
  },
  vtd: {
    unit: '°C',
    status: 'P',
    bands: bands([
      [-9999, '< −0.5 Unstable (well mixed)', '#1a9850', '#000000'],
      [-0.5, '−0.5–0 Near neutral', '#78bd8a', '#000000'],
      [0, '0–1 Weak inversion', '#fee08b', '#000000'],
      [1, '1–2 Moderate inversion', '#ffac0b', '#000000'],
      [2, '2–4 Strong inversion', '#ea753a', '#000000'],
      [4, '≥ 4 Very strong inversion', '#a50026', '#ffffff'],
    ]),
  },
  hazardous_inversion: {
    unit: 'state',
    status: 'P',
    bands: bands([
      [0, 'No inversion', '#1a9850', '#000000'],
      [1, 'Inversion (turbulent)', '#fee08b', '#000000'],
      [2, 'Hazardous inversion', '#d73027', '#ffffff'],
      // Stations without VTD: the rule of thumb, in purples no measured state uses.
      [3, 'No inversion expected (rule of thumb)', '#e7d4e8', '#000000'],
      [4, 'Inversion likely (rule of thumb)', '#762a83', '#ffffff'],
    ]),
  },
  ghcop: {
    unit: 'index',
    status: 'S/P',
    bands: bands([
      [0, '< 25 Harvest OK', '#1a9850', '#000000'],
      [25, '25–30 Monitor', '#fee08b', '#000000'],
      [30, '30–35 Prepare to stop', '#ffac0b', '#000000'],
      [35, '≥ 35 Cease harvest', '#d73027', '#ffffff'],
    ]),
  },
  gfdi: {
    unit: 'index',
    status: 'S',
    bands: bands([
      [0, '0–11 Low–Moderate', '#4caf50', '#000000'],
      [12, '12–24 High', '#1e88e5', '#000000'],
      [25, '25–49 Very High', '#fdd835', '#000000'],
      [50, '50–99 Severe', '#fb8c00', '#000000'],
      [100, '100–149 Extreme', '#e53935', '#000000'],
      [150, '≥ 150 Catastrophic', '#4a0000', '#ffffff'],
    ]),
  },
  sigmaw10: { unit: 'm/s', status: 'P', bands: sigmaWBands },
  ann_2hr_sigma_w: { unit: 'm/s', status: 'P', bands: sigmaWBands },
  thermal_time: { unit: '°C·d', status: 'S', bands: thermalTimeBands },
  adjusted_thermal_time: { unit: '°C·d', status: 'S/D', bands: thermalTimeBands },
  vernalisation_time: {
    unit: 'vernal days',
    status: 'S',
    bands: bands([
      [0, '< 10', '#f7fbff', '#000000'],
      [10, '10–20', '#c6dbef', '#000000'],
      [20, '20–30', '#9ecae1', '#000000'],
      [30, '30–40', '#6baed6', '#000000'],
      [40, '40–50', '#3182bd', '#000000'],
      [50, '≥ 50 Saturated', '#08519c', '#ffffff'],
    ]),
  },
  cci: {
    unit: '°C',
    status: 'S',
    bands: bands([
      [-9999, '< −20 Severe cold stress', '#053061', '#ffffff'],
      [-20, '−20 to −10 Moderate cold stress', '#2166ac', '#ffffff'],
      [-10, '−10 to 0 Mild cold stress', '#67a9cf', '#000000'],
      [0, '0–25 No stress', '#1a9850', '#000000'],
      [25, '25–30 Mild heat stress', '#fee08b', '#000000'],
      [30, '30–35 Moderate heat stress', '#ffac0b', '#000000'],
      [35, '35–40 Severe heat stress', '#ea753a', '#000000'],
      [40, '40–45 Extreme heat stress', '#d73027', '#ffffff'],
      [45, '≥ 45 Extreme danger', '#67001f', '#ffffff'],
    ]),
  },
  etiella: {
    unit: '°C·d since 21 Jun',
    status: 'S/P',
    bands: bands([
      [0, '< 250 Not yet', '#1a9850', '#000000'],
      [250, '250–300 Approaching', '#fee08b', '#000000'],
      [300, '300–351 Start monitoring', '#ffac0b', '#000000'],
      [351, '≥ 351 Peak flight period', '#d73027', '#ffffff'],
    ]),
  },
  rlem: {
    unit: 'status',
    status: 'P',
    bands: bands([
      [0, 'Dormant (diapause eggs)', '#bdbdbd', '#000000'],
      [1, 'Hatch trigger met (rain)', '#fee08b', '#000000'],
      [2, 'Hatch predicted – monitor', '#ea753a', '#000000'],
      [3, 'Mites active', '#ffac0b', '#000000'],
      [4, 'TIMERITE spray window', '#7b3294', '#ffffff'],
      [5, 'Diapause eggs being laid', '#969696', '#000000'],
    ]),
  },
  ag360_flystrike: {
    unit: 'class',
    status: 'P',
    bands: bands([
      [0, 'Nil', '#e0e0e0', '#000000'],
      [1, 'Low', '#1a9850', '#000000'],
      [2, 'Moderate', '#fee08b', '#000000'],
      [3, 'High', '#ffac0b', '#000000'],
      [4, 'Extreme', '#d73027', '#ffffff'],
    ]),
  },
  ag360_heat_chill_risk: {
    unit: 'class',
    status: 'P',
    bands: bands([
      [-3, 'Extreme chill', '#313695', '#ffffff'],
      [-2, 'High chill', '#4575b4', '#ffffff'],
      [-1, 'Moderate chill', '#abd9e9', '#000000'],
      [0, 'Low', '#e0e0e0', '#000000'],
      [1, 'Moderate heat', '#fee090', '#000000'],
      [2, 'High heat', '#ea753a', '#000000'],
      [3, 'Extreme heat', '#a50026', '#ffffff'],
    ]),
  },
  downy_mildew: {
    unit: 'class',
    status: 'P',
    bands: bands([
      [0, 'No infection conditions', '#1a9850', '#000000'],
      [1, 'Watch', '#fee08b', '#000000'],
      [2, 'Secondary infection conditions', '#ffac0b', '#000000'],
      [3, 'Primary infection (10:10:24)', '#d73027', '#ffffff'],
    ]),
  },
} as const satisfies Record<string, MetricLegend>;

/** The metrics §7 gives a legend for: the 26 map choices plus the hazardous_inversion key indicator. */
export type LegendMetricKey = keyof typeof metricLegends;
