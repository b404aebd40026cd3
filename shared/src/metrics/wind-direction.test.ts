import { describe, expect, it } from 'vitest';
import { compassPoint } from './wind-direction';

describe('compassPoint (16 points of 22.5°)', () => {
  it.each([
    [0, 'N'],
    [11.2, 'N'],
    [11.3, 'NNE'],
    [90, 'E'],
    [202.5, 'SSW'],
    [270, 'W'],
    [348.8, 'N'],
    [360, 'N'],
    [-90, 'W'],
    [null, null],
  ])('%s° → %s', (deg, expected) => expect(compassPoint(deg)).toBe(expected));
});
