import { describe, expect, it } from 'vitest';
import { isWithinQuietHours, quietHoursEndAfter } from './quiet-hours';

// Adelaide is UTC+10:30 in summer (ACDT) and UTC+9:30 in winter (ACST).
const summer = (local: string) => Date.parse(`2026-12-01T${local}:00+10:30`);
const winter = (local: string) => Date.parse(`2026-07-01T${local}:00+09:30`);

describe('quiet hours on the network clock', () => {
  const overnight = { start: '21:30', end: '06:00' };
  const midday = { start: '12:00', end: '13:00' };

  it.each([
    [overnight, summer('21:29'), false],
    [overnight, summer('21:30'), true],
    [overnight, summer('23:59'), true],
    [overnight, summer('00:00'), true],
    [overnight, summer('05:59'), true],
    [overnight, summer('06:00'), false],
    [overnight, winter('22:00'), true],
    [overnight, winter('06:30'), false],
    [midday, summer('11:59'), false],
    [midday, summer('12:00'), true],
    [midday, summer('12:59'), true],
    [midday, summer('13:00'), false],
  ])('%o at %d: %s', (quiet, atMs, within) => {
    expect(isWithinQuietHours(quiet, atMs)).toBe(within);
  });

  it('no quiet hours: never within them', () => {
    expect(isWithinQuietHours(null, summer('03:00'))).toBe(false);
    expect(quietHoursEndAfter(null, summer('03:00'))).toBeNull();
  });

  it.each([
    ['before midnight, ends the next morning', summer('22:15'), Date.parse('2026-12-02T06:00:00+10:30')],
    ['after midnight, ends this morning', summer('02:00'), summer('06:00')],
    ['outside them, no end', summer('12:00'), null],
  ])('%s', (_name, atMs, end) => {
    expect(quietHoursEndAfter(overnight, atMs)).toBe(end);
  });

  it('ends at the local clock time across the change to daylight saving (4 October 2026, 02:00 → 03:00)', () => {
    const night = Date.parse('2026-10-03T23:00:00+09:30');
    expect(quietHoursEndAfter({ start: '22:00', end: '06:30' }, night)).toBe(Date.parse('2026-10-04T06:30:00+10:30'));
  });
});
