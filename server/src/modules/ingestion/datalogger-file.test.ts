import { describe, expect, it } from 'vitest';
import { parseDataloggerFile, splitCsvLine } from './datalogger-file';

const toa5 = [
  '"TOA5","Jamestown","CR1000X","12345","CR1000X.Std.05","CPU:mesonet.CR1X","5678","Table10"',
  '"TIMESTAMP","RECORD","AirTC_Avg","RH","WS_ms_S_WVT","WindDir_D1_WVT","Rain_mm_Tot","BattV_Min"',
  '"TS","RN","Deg C","%","meters/second","Deg","mm","Volts"',
  '"","","Avg","Smp","WVc","WVc","Tot","Min"',
  '"2026-11-21 10:00:00",1,21.4,45.2,3.1,270,0,13.1',
  '"2026-11-21 10:10:00",2,"NAN",46,3.4,265,0.2,13.1',
  '"2026-11-21 10:20:00",3,21.9,44',
  '"yesterday",4,21.9,44,3,260,0,13',
  '"2026-11-21 10:40:00",5,22.1,x,3,260,0,13',
  '',
].join('\r\n');

describe('datalogger files', () => {
  it('splits quoted CSV', () => {
    expect(splitCsvLine('"a","b, c",3,"say ""hi"""')).toEqual(['a', 'b, c', '3', 'say "hi"']);
  });

  it('reads a Campbell TOA5 file, mapping CRBasic names and reporting bad lines by number', () => {
    const parsed = parseDataloggerFile(toa5, { utcOffset: '+09:30' });
    expect(parsed.format).toBe('toa5');
    expect(parsed.readings).toEqual([
      {
        line: 5,
        observed_at: '2026-11-21T10:00:00+09:30',
        channels: {
          air_temp_1_2m: 21.4,
          rh_1_2m: 45.2,
          wind_speed_10m: 3.1,
          wind_dir_10m: 270,
          rain_mm: 0,
          battery_v: 13.1,
        },
      },
      {
        line: 6,
        observed_at: '2026-11-21T10:10:00+09:30',
        channels: {
          air_temp_1_2m: null,
          rh_1_2m: 46,
          wind_speed_10m: 3.4,
          wind_dir_10m: 265,
          rain_mm: 0.2,
          battery_v: 13.1,
        },
      },
    ]);
    expect(parsed.problems).toEqual([
      { line: 7, message: 'has 4 values where the header names 8' },
      { line: 8, message: 'timestamp "yesterday" is not a date-time' },
      { line: 9, message: 'RH value "x" is not a number' },
    ]);
  });

  it('reads a plain CSV with our channel names and zoned timestamps, and names unknown columns', () => {
    const csv = 'observed_at,air_temp_1_2m,rain_mm,soil_moisture\n2026-11-21T10:00:00Z,18.5,0.4,22\n';
    const parsed = parseDataloggerFile(csv, { utcOffset: '+09:30' });
    expect(parsed.format).toBe('csv');
    expect(parsed.readings).toEqual([
      { line: 2, observed_at: '2026-11-21T10:00:00Z', channels: { air_temp_1_2m: 18.5, rain_mm: 0.4 } },
    ]);
    expect(parsed.problems).toEqual([
      { line: 1, message: 'column soil_moisture is not a known channel; its values are skipped' },
    ]);
  });

  it('refuses a file without a time column', () => {
    expect(parseDataloggerFile('a,b\n1,2\n', { utcOffset: 'Z' }).problems).toEqual([
      { line: 1, message: 'no TIMESTAMP or observed_at column' },
    ]);
  });
});
