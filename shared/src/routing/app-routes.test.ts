import { describe, expect, it } from 'vitest';
import { isAppRoute } from './app-routes';

describe('isAppRoute (spec §2 route table)', () => {
  it.each([
    ['/', true],
    ['/map/jamestown/dashboard', true],
    ['/sites', true],
    ['/sites/jamestown', true],
    ['/sites/jamestown/data_views/', true],
    ['/sites/jamestown/data_views/temperatures', true],
    ['/about/inversions_and_spray_drift', true],
    ['/about/disclaimer', true],
    ['/info_alerts', true],
    ['/info_alerts/2026-11-01/frost-warning', true],
    ['/my/growing_seasons', true],
    ['/my/growing_seasons/wheat-2026', true],
    ['/my/growing_seasons/wheat-2026/data_views/thermal-time', true],
    ['/my/account', true],
    ['/my/account/company_details', true],
    ['/my/account/user_management/edit/a%40b.com', true],
    ['/login', true],
    ['/logout', true],
    ['/signup', true],
    ['/complete_signup', true],
    ['/password_reset', true],
    ['/new_password', true],
    ['/company_ownership_invitation', true],
    ['/company_transfer_invitation', true],
    ['/create_new_company_account', true],
    ['/set_preview_mode', true],
    ['/unset_preview_mode', true],
    ['/reset_company_settings', true],
    ['/about/unknown_page', false],
    ['/my/account/not_a_screen', false],
    ['/nowhere', false],
    ['/sites/a/b', false],
  ])('%s → %s', (path, expected) => {
    expect(isAppRoute(path)).toBe(expected);
  });
});
