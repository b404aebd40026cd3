/**
 * The grower's theme choice, kept on the device (issue 25 part 4): follow the device's light or dark
 * setting, or always use one. Pure, so the decision is table-tested; the DOM side is `theme-store.ts`.
 */
export const themeChoices = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof themeChoices)[number];
export type Theme = 'light' | 'dark';

/** The words the switch shows for each choice. */
export const themeChoiceLabels: Readonly<Record<ThemeChoice, string>> = {
  system: 'System',
  light: 'Light',
  dark: 'Dark',
};

/** A stored value from an older or foreign version (or none) means: follow the device. */
export function parseThemeChoice(stored: string | null): ThemeChoice {
  return themeChoices.find((choice) => choice === stored) ?? 'system';
}

/** The theme to draw with: the chosen one, or the device's when the grower left it to the device. */
export function resolveTheme(choice: ThemeChoice, devicePrefersDark: boolean): Theme {
  if (choice === 'system') return devicePrefersDark ? 'dark' : 'light';
  return choice;
}
