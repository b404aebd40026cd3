import { describe, expect, it } from 'vitest';
import {
  clearnessIndex,
  climatologicalSigmaWMs,
  fitModelA,
  forecastSigmaWAtSite,
  forecastSigmaWColdStart,
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

  it.each<[string, Partial<ColdStartInput>, number]>([
    // ln σ̂ = w ln σ(t) + (1 − w) ln σ_clim, w = exp(−2/3)
    [
      'day: pulled towards 0.60',
      {},
      Math.exp(Math.exp(-2 / 3) * Math.log(0.3) + (1 - Math.exp(-2 / 3)) * Math.log(0.6)),
    ],
    [
      'night: pulled towards 0.12',
      { sigmaWMs: 0.05, sunElevationAtValidDeg: -20, sunsetMs: t - 5 * hour, sunriseMs: t - 17 * hour },
      Math.exp(Math.exp(-2 / 3) * Math.log(0.05) + (1 - Math.exp(-2 / 3)) * Math.log(0.12)),
    ],
    [
      'clear light-wind evening: sunset within 2 h → × 0.5',
      { sunsetMs: t + hour, sunElevationAtValidDeg: -8, clearness: 0.8, windSpeed10mMs: 2, sunriseMs: t - 9 * hour },
      0.5 * Math.exp(Math.exp(-2 / 3) * Math.log(0.3) + (1 - Math.exp(-2 / 3)) * Math.log(0.12)),
    ],
    [
      'sunny morning floor 0.30',
      { sigmaWMs: 0.04, sunElevationAtValidDeg: 25, clearness: 0.8, sunriseMs: t - hour, sunsetMs: t + 9 * hour },
      0.3,
    ],
  ])('%s', (_label, change, expected) => {
    expect(forecastSigmaWColdStart({ ...base, ...change }).valueMps).toBeCloseTo(expected, 6);
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
    expect(hazardProbability(0.1)).toBeCloseTo(standardNormalCdf(Math.log(2) / 0.5), 6);
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
  const site = { latitudeDeg: -34.35, longitudeDeg: 138.68, elevationM: 100 };
  it('a calm clear July evening: sunset within 2 h halves the forecast', () => {
    // 16:00 ACST on 15 July 2025 (sunset ≈ 17:20): σw 0.3 now, clear sky, 2 m/s.
    const issuedAtMs = Date.UTC(2025, 6, 15, 6, 30);
    const forecast = forecastSigmaWAtSite({ ...site, sigmaWMs: 0.3, issuedAtMs, solarWm2: 300, windSpeed10mMs: 2 });
    expect(clearnessIndex(300, site.latitudeDeg, site.longitudeDeg, site.elevationM, issuedAtMs)).toBeGreaterThan(0.7);
    const unadjusted = forecastSigmaWAtSite({ ...site, sigmaWMs: 0.3, issuedAtMs, solarWm2: null, windSpeed10mMs: 2 });
    expect(forecast.valueMps).toBeCloseTo(unadjusted.valueMps * 0.5, 9);
    expect(forecast.pHazard).toBeGreaterThan(0.5);
  });

  it('clearness is unknown with the sun below 5°', () => {
    expect(
      clearnessIndex(0, site.latitudeDeg, site.longitudeDeg, site.elevationM, Date.UTC(2025, 6, 15, 14)),
    ).toBeNull();
    expect(
      clearnessIndex(null, site.latitudeDeg, site.longitudeDeg, site.elevationM, Date.UTC(2025, 6, 15, 2)),
    ).toBeNull();
  });
});
