import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';

const serverEntry = fileURLToPath(new URL('../../server/dist/main.js', import.meta.url));

/** Servers this test file started and has not stopped yet. */
const runningServers = new Set<ChildProcess>();

// A test that times out never reaches its own `finally`: stop what it left running before the next file
// starts, so one slow test does not slow every later one down. Only in a test file's worker: the
// benchmarks (bench/map.bench.ts) and the suite's global setup use this file too, outside any test file.
if (process.env.VITEST_POOL_ID)
  afterAll(async () => {
    await Promise.all(
      [...runningServers].map((child) => {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGKILL');
        return exited;
      }),
    );
  });

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  output(): string;
  /** Sends a signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts the built server (server/dist/main.js) as `npm start` would, on its own port and data folder. */
export async function startServer(
  options: { dataDir?: string; env?: Record<string, string>; port?: number } = {},
): Promise<RunningServer> {
  // A given port: the same origin again after a restart (a release deployed), as a browser sees it.
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'mesonet-e2e-'));
  let output = '';
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // The demo splash alert would cover every screen; the news tests turn it back on with DEMO_NEWS=1.
      DEMO_NEWS: '0',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  runningServers.add(child);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      runningServers.delete(child);
      resolve(code);
    }),
  );
  const url = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // A server left running would slow every later test file down: stop it before giving up.
      child.kill('SIGKILL');
      await exited;
      throw new Error(`server did not become healthy:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return {
    url,
    dataDir,
    process: child,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Starts the server expecting it to refuse, returning its exit code and output. */
export async function runServerExpectingExit(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [serverEntry], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, output };
}
