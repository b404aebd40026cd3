import { describe, expect, it } from 'vitest';
import { metricKeys } from './metric-catalogue';
import { metricExplanations } from './metric-explanations';

// Every colour is explained. Each metric of the catalogue needs a meaning for a grower
// (one to three sentences), its formula in words and the source metrics.md names for it.
const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z0-9])/).filter((part) => part.trim() !== '');

describe('metricExplanations', () => {
  it('covers exactly the catalogue', () => {
    expect(Object.keys(metricExplanations).sort()).toEqual([...metricKeys].sort());
  });

  it.each(metricKeys)('%s has a meaning, a formula in words and a source', (key) => {
    const { meaning, formula, source } = metricExplanations[key];
    for (const text of [meaning, formula, source]) {
      expect(text.trim()).not.toBe('');
      expect(text.trim()).toMatch(/[.)]$/);
    }
    expect(sentences(meaning).length).toBeGreaterThanOrEqual(1);
    expect(sentences(meaning).length).toBeLessThanOrEqual(3);
  });

  it.each([
    ['delta_t', 'Delta T of 2–8 °C is the ideal spraying range', 'GRDC GrowNotes Spray Application Manual'],
    ['ghcop', 'stop harvesting when it reaches 35', 'Grain Harvesting Code of Practice'],
    ['evapotranspiration', 'used yesterday', 'FAO Irrigation and Drainage Paper 56'],
    ['cci', 'heat stress', 'Mader, Johnson & Gaughan (2010)'],
    ['vtd', 'inversion', 'Hazardous inversion'],
  ] as const)('%s says what matters and names its source', (key, meaningPart, sourcePart) => {
    expect(metricExplanations[key].meaning).toContain(meaningPart);
    expect(metricExplanations[key].source).toContain(sourcePart);
  });
});
