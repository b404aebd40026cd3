import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from './support/operator-cli';
import { startServer } from './support/server-process';

const toa5 = [
  '"TOA5","Test Ridge","CR1000X","1","CR1000X.Std.05","CPU:mesonet.CR1X","1","Table10"',
  '"TIMESTAMP","RECORD","AirTC_Avg","RH","WS_ms_S_WVT","WindDir_D1_WVT","Rain_mm_Tot"',
  '"TS","RN","Deg C","%","meters/second","Deg","mm"',
  '"","","Avg","Smp","WVc","WVc","Tot"',
  '"2026-11-20 10:00:00",1,21.4,45.2,3.1,270,0',
  '"2026-11-20 10:10:00",2,21.6,44,3.4,265,0.2',
  '"2026-11-20 10:20:00",3,99,44,3,260,0',
  '"2026-11-20 10:30:00",4,22.0,43,3.2,262,0',
].join('\n');

// Nine command-line processes start one after another here, each compiling its TypeScript through tsx:
// on a busy machine that alone takes most of the suite's default minute, so this test has three.
const nineProcessesTimeout = 180_000;

describe('operator command-line tools', () => {
  it(
    'create a station, issue its token and import a datalogger file, with or without the server running',
    { timeout: nineProcessesTimeout },
    async () => {
      const server = await startServer();
      const file = join(mkdtempSync(join(tmpdir(), 'mesonet-toa5-')), 'ridge.dat');
      writeFileSync(file, toa5);
      try {
        const created = await cli(
          'station',
          ['create', 'test-ridge', '--name', 'Test Ridge', '--type', 'hilltop', '--lat', '-34.2', '--lng', '138.9'],
          server.dataDir,
        );
        expect(created.stdout).toContain('Station test-ridge created');
        const refused = await cli(
          'station',
          ['create', 'Bad Slug!', '--name', 'x', '--type', 'tower', '--lat', '10', '--lng', '0'],
          server.dataDir,
        );
        expect(refused.code).toBe(1);
        expect(refused.stderr).toMatch(
          /slug must be lower-case[\s\S]*type must be one of[\s\S]*lat must be an Australian latitude/,
        );

        const token = (await cli('station', ['token', 'test-ridge'], server.dataDir)).stdout.trim();
        expect(token).toMatch(/^mst_/);
        const post = () =>
          fetch(`${server.url}/api/ingest/observations`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({
              station: 'test-ridge',
              observations: [{ observed_at: '2026-11-20T00:00:00Z', channels: { air_temp_1_2m: 19 } }],
            }),
          });
        expect((await post()).status).toBe(200);

        const imported = await cli('ingest', [file, '--station', 'test-ridge'], server.dataDir);
        // Line 7's temperature is out of range: that channel is dropped, the line's other channels kept.
        expect(imported.stdout).toContain('4 readings added, 0 already stored, 1 problems');
        expect(imported.stderr).toContain(
          'line 7.channels.air_temp_1_2m: must be between -10 and 50 °C; received 99, stored as missing',
        );
        const again = await cli('ingest', [file, '--station', 'test-ridge'], server.dataDir);
        expect(again.stdout).toContain('0 readings added, 4 already stored');

        const stations = (await (await fetch(`${server.url}/api/sites`)).json()) as Array<{
          slug: string;
          current_data_last_updated: number | null;
        }>;
        expect(stations.find((s) => s.slug === 'test-ridge')?.current_data_last_updated).toBe(
          Date.parse('2026-11-20T01:00:00Z'),
        );

        // Disabled, the station's readings are refused and it leaves the map; enabled, it reports again.
        expect((await cli('station', ['disable', 'test-ridge'], server.dataDir)).stdout).toContain(
          'Station test-ridge disabled.',
        );
        expect((await post()).status).toBe(403);
        const listed = (await (await fetch(`${server.url}/api/sites`)).json()) as Array<{ slug: string }>;
        expect(listed.map((s) => s.slug)).not.toContain('test-ridge');
        await cli('station', ['enable', 'test-ridge'], server.dataDir);
        expect((await post()).status).toBe(200);
      } finally {
        await server.stop();
      }
      // With the server stopped the tools open the database themselves.
      const offline = await cli('station', ['token', 'test-ridge'], server.dataDir);
      expect(offline.stdout.trim()).toMatch(/^mst_/);
    },
  );
});
