import { describe, expect, it } from 'vitest';
import { parseThemeChoice, resolveTheme, type Theme, type ThemeChoice } from './theme-choice';

describe('resolveTheme: the chosen theme wins, "system" follows the device', () => {
  const rows: Array<[choice: ThemeChoice, devicePrefersDark: boolean, expected: Theme]> = [
    ['system', false, 'light'],
    ['system', true, 'dark'],
    ['light', false, 'light'],
    ['light', true, 'light'],
    ['dark', false, 'dark'],
    ['dark', true, 'dark'],
  ];
  it.each(rows)('%s with a device that prefers dark = %s → %s', (choice, devicePrefersDark, expected) => {
    expect(resolveTheme(choice, devicePrefersDark)).toBe(expected);
  });
});

describe('parseThemeChoice: anything but a known choice follows the device', () => {
  const rows: Array<[stored: string | null, expected: ThemeChoice]> = [
    ['system', 'system'],
    ['light', 'light'],
    ['dark', 'dark'],
    [null, 'system'],
    ['', 'system'],
    ['Dark', 'system'],
    ['"dark"', 'system'],
    ['high-contrast', 'system'],
  ];
  it.each(rows)('%j → %s', (stored, expected) => {
    expect(parseThemeChoice(stored)).toBe(expected);
  });
});
