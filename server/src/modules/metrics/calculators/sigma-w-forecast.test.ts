import { describe, expect, it } from 'vitest';
import {
  clearnessIndex,
  climatologicalSigmaWMs,
  fitModelA,
  forecastSigmaWAtStation,
  forecastSigmaWColdStart,
  forecastModelFor,
  forecastSigmaWModelA,
  hazardProbability,
  standardNormalCdf,
  type ColdStartInput,
  type ModelAFeatures,
} from './sigma-w-forecast';

const hour = 3_600_000;
const t = Date.UTC(2025, 6, 1, 6, 0);

describe('σw forecast "statistical-v1", Model B cold start (metrics.md §4.12)', () => {
  const base: ColdStartInput = {
    sigmaWMs: 0.3,
    issuedAtMs: t,
    sunElevationAtValidDeg: 30,
    sunsetMs: t + 6 * hour,
    sunriseMs: t - 4 * hour,
    clearness: null,
    windSpeed10mMs: 4,
  };

  // Expected values by hand: w = exp(−2/3) = 0.513417, 1 − w = 0.486583, and ln σ̂ = w·ln σw(t) + (1 − w)·ln σ_clim.
  it.each<[string, Partial<ColdStartInput>, number, number]>([
    // ln σ̂ = 0.513417·ln 0.30 + 0.486583·ln 0.60 = 0.513417·(−1.203973) + 0.486583·(−0.510826)
    //      = −0.618140 − 0.248559 = −0.866699 → σ̂ = 0.42034; p = Φ((ln 0.2 + 0.866699)/0.5) = Φ(−1.48548) = 0.0687
    ['day: pulled towards 0.60', {}, 0.42034, 0.0687],
    // ln σ̂ = 0.513417·ln 0.05 + 0.486583·ln 0.12 = 0.513417·(−2.995732) + 0.486583·(−2.120264)
    //      = −1.538060 − 1.031684 = −2.569744 → σ̂ = 0.07656; p = Φ((−1.609438 + 2.569744)/0.5) = Φ(1.92061) = 0.9726
    [
      'night: pulled towards 0.12',
      { sigmaWMs: 0.05, sunElevationAtValidDeg: -20, sunsetMs: t - 5 * hour, sunriseMs: t - 17 * hour },
      0.07656,
      0.9726,
    ],
    // ln σ̂ = 0.513417·(−1.203973) + 0.486583·(−2.120264) = −0.618140 − 1.031684 = −1.649824 → 0.19208,
    // halved → 0.09604; p = Φ((−1.609438 + 2.342971)/0.5) = Φ(1.46707) = 0.9288
    [
      'clear light-wind evening: sunset within 2 h → × 0.5',
      { sunsetMs: t + hour, sunElevationAtValidDeg: -8, clearness: 0.8, windSpeed10mMs: 2, sunriseMs: t - 9 * hour },
      0.09604,
      0.9288,
    ],
    // ln σ̂ = 0.513417·ln 0.04 + 0.486583·(−0.510826) = −1.652626 − 0.248559 = −1.901185 → 0.14939, raised to
    // the floor 0.30; p = Φ((ln 0.2 − ln 0.3)/0.5) = Φ(−0.81093) = 0.2087
    [
      'sunny morning floor 0.30',
      { sigmaWMs: 0.04, sunElevationAtValidDeg: 25, clearness: 0.8, sunriseMs: t - hour, sunsetMs: t + 9 * hour },
      0.3,
      0.2087,
    ],
    // The same morning under cloud (Rs/Rso 0.4 ≤ 0.5): no floor, σ̂ = 0.14939; p = Φ(0.58349) = 0.7202
    [
      'cloudy morning: no floor',
      { sigmaWMs: 0.04, sunElevationAtValidDeg: 25, clearness: 0.4, sunriseMs: t - hour, sunsetMs: t + 9 * hour },
      0.14939,
      0.7202,
    ],
    // Half-way up the climatology ramp: σ_clim(3.5°) = 0.12 + (6.5/13)·0.48 = 0.36;
    // ln σ̂ = 0.513417·(−1.203973) + 0.486583·ln 0.36 = −0.618140 + 0.486583·(−1.021651) = −1.115258 → 0.32783;
    // p = Φ((−1.609438 + 1.115258)/0.5) = Φ(−0.98836) = 0.1615
    ['dawn: σ_clim on the ramp', { sunElevationAtValidDeg: 3.5 }, 0.32783, 0.1615],
  ])('%s', (_label, change, sigma, pHazard) => {
    const forecast = forecastSigmaWColdStart({ ...base, ...change });
    expect(Math.abs(forecast.valueMps - sigma)).toBeLessThan(0.00005);
    expect(Math.abs(forecast.pHazard - pHazard)).toBeLessThan(0.00005);
  });

  it('issues for t + 2 h with the method name', () => {
    const forecast = forecastSigmaWColdStart(base);
    expect(forecast.validAtMs).toBe(t + 2 * hour);
    expect(forecast).toMatchObject({ method: 'statistical-v1', model: 'B' });
  });

  it.each([
    [15, 0.6],
    [10, 0.6],
    [-3, 0.12],
    [-10, 0.12],
    [3.5, 0.36],
  ])('climatology at sun elevation %f° → %f m/s', (elevation, sigma) => {
    expect(climatologicalSigmaWMs(elevation)).toBeCloseTo(sigma, 6);
  });
});

describe('p_hazard = Φ((ln 0.20 − ln σ̂)/s), s = 0.5', () => {
  it.each([
    [0, 0.5],
    [1.96, 0.975],
    [-1, 0.158655],
  ])('Φ(%f) = %f', (x, p) => {
    expect(standardNormalCdf(x)).toBeCloseTo(p, 5);
  });
  it('is one half at the threshold and grows as σ̂ falls', () => {
    expect(hazardProbability(0.2)).toBeCloseTo(0.5, 6);
    // Φ((ln 0.2 − ln 0.1)/0.5) = Φ(0.693147/0.5) = Φ(1.386294) = 0.91717 (normal table: Φ(1.39) = 0.9177)
    expect(Math.abs(hazardProbability(0.1) - 0.91717)).toBeLessThan(0.00005);
    expect(hazardProbability(0.6)).toBeLessThan(0.05);
  });
});

describe('Model A: least squares on ln σw(t+2h) (§4.12)', () => {
  const features = (i: number): ModelAFeatures => ({
    sigmaWMs: 0.05 + (i % 17) * 0.05,
    vtdC: ((i * 7) % 11) / 2 - 1,
    windSpeed10mMs: 1 + ((i * 3) % 13) * 0.5,
    windChange1hMs: ((i * 5) % 7) - 3,
    vtdChange1hC: ((i * 11) % 9) / 4 - 1,
    sunElevationAtValidDeg: ((i * 13) % 120) - 40,
    clearness: 0.3 + ((i * 17) % 8) / 10,
    rhPct: 30 + ((i * 19) % 70),
    nightAtValid: i % 3 === 0,
  });
  const truth = [-0.5, 0.6, -0.2, 0.05, 0.01, -0.05, 0.4, 0.1, -0.3, -0.2];
  const sigmaAtValid = (f: ModelAFeatures) =>
    Math.exp(
      truth[0]! +
        truth[1]! * Math.log(f.sigmaWMs) +
        truth[2]! * f.vtdC +
        truth[3]! * f.windSpeed10mMs +
        truth[4]! * f.windChange1hMs +
        truth[5]! * f.vtdChange1hC +
        truth[6]! * Math.sin((f.sunElevationAtValidDeg * Math.PI) / 180) +
        truth[7]! * f.clearness +
        truth[8]! * (f.rhPct / 100) +
        truth[9]! * (f.nightAtValid ? 1 : 0),
    );

  it('recovers known coefficients from noiseless samples', () => {
    const samples = Array.from({ length: 200 }, (_, i) => ({
      features: features(i),
      sigmaWAtValidMs: sigmaAtValid(features(i)),
    }));
    const model = fitModelA(samples)!;
    model.coefficients.forEach((c, i) => expect(c).toBeCloseTo(truth[i]!, 2));
    const forecast = forecastSigmaWModelA(model, features(7), t);
    expect(forecast.valueMps).toBeCloseTo(sigmaAtValid(features(7)), 3);
    expect(forecast.model).toBe('A');
  });

  it('needs at least three samples per coefficient', () => {
    expect(fitModelA([{ features: features(1), sigmaWAtValidMs: 0.2 }])).toBeNull();
  });
});

describe('Model B at a site: sun geometry from the station position', () => {
  const station = { latitudeDeg: -34.35, longitudeDeg: 138.68, elevationM: 100 };
  it('a calm clear July evening: sunset within 2 h halves the forecast', () => {
    // 16:00 ACST on 15 July 2025 (sunset ≈ 17:20): σw 0.3 now, clear sky, 2 m/s.
    const issuedAtMs = Date.UTC(2025, 6, 15, 6, 30);
    const forecast = forecastSigmaWAtStation({
      ...station,
      sigmaWMs: 0.3,
      issuedAtMs,
      solarWm2: 300,
      windSpeed10mMs: 2,
    });
    expect(
      clearnessIndex(300, station.latitudeDeg, station.longitudeDeg, station.elevationM, issuedAtMs),
    ).toBeGreaterThan(0.7);
    const unadjusted = forecastSigmaWAtStation({
      ...station,
      sigmaWMs: 0.3,
      issuedAtMs,
      solarWm2: null,
      windSpeed10mMs: 2,
    });
    expect(forecast.valueMps).toBeCloseTo(unadjusted.valueMps * 0.5, 9);
    expect(forecast.pHazard).toBeGreaterThan(0.5);
  });

  it('clearness is unknown with the sun below 5°', () => {
    expect(
      clearnessIndex(0, station.latitudeDeg, station.longitudeDeg, station.elevationM, Date.UTC(2025, 6, 15, 14)),
    ).toBeNull();
    expect(
      clearnessIndex(null, station.latitudeDeg, station.longitudeDeg, station.elevationM, Date.UTC(2025, 6, 15, 2)),
    ).toBeNull();
  });
});

describe('which model forecasts (metrics.md §4.12: Model A once a station has 30 days of history)', () => {
  it.each<[number, 'A' | 'B']>([
    [0, 'B'],
    [14, 'B'],
    [29, 'B'],
    [29.99, 'B'],
    [30, 'A'],
    [400, 'A'],
  ])('%s days of history → Model %s', (days, model) => {
    expect(forecastModelFor(days)).toBe(model);
  });
});
