import { mergeLegendBands } from '@mesonet/shared/metrics/metric-display-statuses';
import type { AppSettingsRepository } from './app-settings.repository';

export function createAppSettingsService(deps: { appSettings: AppSettingsRepository }) {
  const { appSettings } = deps;
  return {
    list: () => appSettings.list(),
    /** Adds settings whose key is new; existing values are the operator's and stay. */
    insertMissing: (settings: ReadonlyArray<{ category: string; key: string; value: string }>) =>
      appSettings.insertMissing(settings),
    /** The legend bands of the shared metric catalogue with the operator's edits applied. */
    async legends() {
      return mergeLegendBands(await appSettings.listBandOverrides());
    },
  };
}
export type AppSettingsService = ReturnType<typeof createAppSettingsService>;
