import { useSyncExternalStore } from 'react';
import { readString, storageKeys, writeString } from './storage';
import { parseThemeChoice, resolveTheme, type Theme, type ThemeChoice } from './theme-choice';

/*
 * The theme on the page. CSS follows the device by itself (`color-scheme: light dark` and
 * `light-dark()` in app.css), so a grower who never chose sees the right theme from the first paint.
 * A chosen theme is the `data-theme` attribute on <html>, set before React renders (main.tsx).
 */

const darkQuery = '(prefers-color-scheme: dark)';
const changeEvent = 'mesonet:themechange';

export function readThemeChoice(): ThemeChoice {
  return parseThemeChoice(readString(storageKeys.themeChoice));
}

function devicePrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(darkQuery).matches;
}

function applyThemeChoice(choice: ThemeChoice): void {
  const root = document.documentElement;
  if (choice === 'system') delete root.dataset.theme;
  else root.dataset.theme = choice;
}

/** Call once before the first render, so a chosen theme never flashes the other one. */
export function applyStoredTheme(): void {
  applyThemeChoice(readThemeChoice());
}

export function setThemeChoice(choice: ThemeChoice): void {
  writeString(storageKeys.themeChoice, choice);
  applyThemeChoice(choice);
  window.dispatchEvent(new Event(changeEvent));
}

/** Told of this tab's choice, another tab's choice and the device switching between light and dark. */
function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== storageKeys.themeChoice) return;
    applyStoredTheme();
    onChange();
  };
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(darkQuery) : null;
  window.addEventListener(changeEvent, onChange);
  window.addEventListener('storage', onStorage);
  media?.addEventListener('change', onChange);
  return () => {
    window.removeEventListener(changeEvent, onChange);
    window.removeEventListener('storage', onStorage);
    media?.removeEventListener('change', onChange);
  };
}

export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(subscribe, readThemeChoice);
}

/** The theme drawn now, for what CSS cannot colour (canvas graphs, the card form's frame). */
export function useResolvedTheme(): Theme {
  return useSyncExternalStore(subscribe, () => resolveTheme(readThemeChoice(), devicePrefersDark()));
}
