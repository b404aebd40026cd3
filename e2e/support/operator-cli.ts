import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));
const tsx = join(root, 'node_modules/.bin/tsx');

/**
 * Runs `npm run station` or `npm run ingest` on a data folder, as an operator would: through the
 * server when it runs there, on the database itself otherwise.
 */
export async function cli(
  script: 'station' | 'ingest',
  args: string[],
  dataDir: string,
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(tsx, [join(root, `server/src/cli/${script}.cli.ts`), ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
