import { setThemeChoice, useThemeChoice } from '@/lib/theme-store';
import { themeChoiceLabels, themeChoices } from '@/lib/theme-choice';
import './theme-switch.css';

/**
 * Light, dark or the device's own setting, kept on this device (issue 25 part 4). Radio buttons, so
 * arrow keys move between the three and a screen reader says which one is on.
 */
export function ThemeSwitch() {
  const current = useThemeChoice();
  return (
    <fieldset className="theme-switch">
      <legend className="theme-switch__legend">Theme</legend>
      <div className="theme-switch__options">
        {themeChoices.map((choice) => (
          <label key={choice} className="theme-switch__option">
            <input
              type="radio"
              name="theme-choice"
              value={choice}
              checked={current === choice}
              onChange={() => setThemeChoice(choice)}
            />
            <span>{themeChoiceLabels[choice]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
