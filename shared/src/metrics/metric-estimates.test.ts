import { describe, expect, it } from 'vitest';
import type { StationType } from '../stations/raw-channels';
import type { MetricKey } from './metric-catalogue';
import { isMetricEstimated, withEstimateMark } from './metric-estimates';

// metrics.md §1.3: σw is measured by the research stations' sonic and estimated at standard and hilltop
// masts; ET₀ is Penman–Monteith where a pyranometer reports and Hargreaves at BoM.
describe('isMetricEstimated', () => {
  it.each<[StationType, MetricKey, boolean]>([
    ['standard', 'sigmaw10', true],
    ['hilltop', 'sigmaw10', true],
    ['research', 'sigmaw10', false],
    ['bom', 'evapotranspiration', true],
    ['standard', 'evapotranspiration', false],
    ['research', 'evapotranspiration', false],
    ['greenbrain', 'evapotranspiration', false],
    ['standard', 'vtd', false],
    ['bom', 'temperature', false],
    ['standard', 'ann_2hr_sigma_w', false],
  ])('%s %s → %s', (awsType, key, expected) => {
    expect(isMetricEstimated(awsType, key)).toBe(expected);
  });
});

describe('withEstimateMark', () => {
  it.each([
    ['Turbulence σw 10 m', true, 'Turbulence σw 10 m (est.)'],
    ['ET₀ (yesterday)', true, 'ET₀ (yesterday) (est.)'],
    ['Turbulence σw 10 m', false, 'Turbulence σw 10 m'],
  ] as const)('%s, estimated %s → %s', (label, estimated, expected) => {
    expect(withEstimateMark(label, estimated)).toBe(expected);
  });
});
