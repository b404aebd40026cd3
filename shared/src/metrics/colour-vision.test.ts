import { describe, expect, it } from 'vitest';
import {
  ciede2000,
  hexToRgb,
  perceivedDifference,
  rgbToLab,
  simulateColourVision,
  type Lab,
  type Rgb,
} from './colour-vision';

// CIEDE2000 reference pairs: Sharma, Wu & Dalal (2005), Table 1 (pairs 1, 7, 17, 19, 25, 33).
describe('ciede2000 against the published test data', () => {
  it.each<[number, Lab, Lab, number]>([
    [1, [50, 2.6772, -79.7751], [50, 0, -82.7485], 2.0425],
    [7, [50, 0, 0], [50, -1, 2], 2.3669],
    [17, [50, 2.5, 0], [73, 25, -18], 27.1492],
    [19, [50, 2.5, 0], [50, 3.1736, 0.5854], 1.0],
    [25, [60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387], 1.2644],
    [33, [2.0776, 0.0795, -1.135], [0.9033, -0.0636, -0.5514], 0.9082],
  ])('pair %i', (_pair, lab1, lab2, expected) => {
    expect(ciede2000(lab1, lab2)).toBeCloseTo(expected, 4);
    expect(ciede2000(lab2, lab1)).toBeCloseTo(expected, 4);
  });
});

// sRGB → CIELAB (D65): white, black and the primaries as every colour converter gives them.
describe('rgbToLab', () => {
  it.each<[string, Lab]>([
    ['#ffffff', [100, 0, 0]],
    ['#000000', [0, 0, 0]],
    ['#ff0000', [53.24, 80.09, 67.2]],
    ['#00ff00', [87.73, -86.18, 83.18]],
    ['#0000ff', [32.3, 79.19, -107.86]],
  ])('%s', (hex, lab) => {
    const [L, a, b] = rgbToLab(hexToRgb(hex));
    expect(L).toBeCloseTo(lab[0], 1);
    expect(a).toBeCloseTo(lab[1], 1);
    expect(b).toBeCloseTo(lab[2], 1);
  });
});

const to255 = (rgb: Rgb) => rgb.map((c) => Math.round(c * 255));

// Machado et al. (2009), severity 1.0 on linear RGB; pure red worked out by hand from the matrices
// (protanopia: linear 0.1523, 0.1145, 0 → sRGB 109, 95, 0, as DaltonLens's Machado simulator gives).
describe('simulateColourVision', () => {
  it.each<[string, 'protanopia' | 'deuteranopia', number[]]>([
    ['#ff0000', 'protanopia', [109, 95, 0]],
    ['#ff0000', 'deuteranopia', [163, 144, 0]],
  ])('%s with %s', (hex, vision, expected) => {
    expect(to255(simulateColourVision(hexToRgb(hex), vision))).toEqual(expected);
  });

  it.each(['#ffffff', '#808080', '#000000', '#3d3d3d'])('leaves the grey %s as it is (each row sums to 1)', (hex) => {
    for (const vision of ['protanopia', 'deuteranopia'] as const) {
      expect(to255(simulateColourVision(hexToRgb(hex), vision))).toEqual(to255(hexToRgb(hex)));
    }
  });

  it('brings red and green together, and leaves blue and yellow apart', () => {
    const redGreen = (vision: 'normal' | 'deuteranopia') => perceivedDifference('#d73027', '#1a9850', vision);
    expect(redGreen('normal')).toBeGreaterThan(50);
    expect(redGreen('deuteranopia')).toBeLessThan(25);
    expect(perceivedDifference('#2c7bb6', '#fee08b', 'deuteranopia')).toBeGreaterThan(40);
  });
});

describe('hexToRgb', () => {
  it.each<[string, number[]]>([
    ['#1a9850', [26, 152, 80]],
    ['#fff', [255, 255, 255]],
    ['FEE08B', [254, 224, 139]],
  ])('%s', (hex, rgb) => {
    expect(to255(hexToRgb(hex))).toEqual(rgb);
  });

  it('refuses what is not a hex colour', () => {
    expect(() => hexToRgb('red')).toThrow('Not a hex colour');
  });
});
