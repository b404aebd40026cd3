import { overviewUrlKey } from '@mesonet/shared/app-settings/text-labels';

/**
 * The settings every installation starts with; an operator's later edits are kept. `appUrl` is the app's
 * own address (APP_URL), for the overview link until the operator gives their own site's page.
 */
export const defaultAppSettings = (
  appUrl: string,
): ReadonlyArray<{ category: 'unit_display' | 'text_label'; key: string; value: string }> => [
  { category: 'unit_display', key: 'temperature', value: '°C' },
  { category: 'unit_display', key: 'wind_speed', value: 'km/h' },
  { category: 'unit_display', key: 'rainfall', value: 'mm' },
  { category: 'unit_display', key: 'thermal_time', value: '°C·d' },
  { category: 'unit_display', key: 'date_format', value: 'dd/MM/yyyy' },
  // The end of the billing setup banner (shared/src/billing/billing-banner.ts), for the operator to update.
  {
    category: 'text_label',
    key: 'billing_banner_remain_free',
    value: 'Limestone Coast and McLaren Vale sites will remain free until sometime in 2025.',
  },
  { category: 'text_label', key: 'page_title', value: 'Mesonet – Live local weather data' },
  {
    category: 'text_label',
    key: 'map_view_disclaimer',
    value:
      'Readings come from automatic weather stations and are shown as received, without manual quality control. Conditions in your paddock can differ from the nearest station: check delta T, wind and inversion conditions on site before and during spraying, and follow the product label.',
  },
  // The side menu's external overview link: the About › Overview page the operator edits in the console.
  { category: 'text_label', key: overviewUrlKey, value: `${appUrl}/about/overview` },
];
