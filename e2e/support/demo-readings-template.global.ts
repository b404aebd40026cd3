import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { waitForDemoReadings } from './demo-network';
import { startServer } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder holding the demo network with its two weeks of readings, stored once (demo-app.ts copies it). */
    demoReadingsDataDir: string;
  }
}

/**
 * Vitest's global setup for the browser tests: the demo network's history stored once, before any test
 * file. Storing two weeks of every station's readings took each file that needs them about half a
 * minute; a file now starts from a copy of this folder, and the demo fills only the minutes since.
 */
export default async function storeDemoReadings(project: TestProject): Promise<() => void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mesonet-e2e-demo-readings-'));
  const server = await startServer({ dataDir, env: { DEMO_STATIONS: '1' } });
  try {
    await waitForDemoReadings(server);
  } finally {
    // Stopped cleanly, so the copies open as after a restart.
    await server.stop();
  }
  project.provide('demoReadingsDataDir', dataDir);
  return () => rmSync(dataDir, { recursive: true, force: true });
}
