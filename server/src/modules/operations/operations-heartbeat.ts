import { randomUUID } from 'node:crypto';
import type { Logger } from '../../http/logger';
import type { OperationsRepository } from './operations.repository';
import { goneProcessKeptMs, heartbeatEveryMs } from './process-status';

/** Who this process is, as the operations page lists it. */
export interface ProcessIdentity {
  hostName: string;
  pid: number;
  version: string | null;
}

/**
 * This process's row in `app_processes`: recorded when the app is built, moved on every 15 s once
 * started (main.ts), removed when the app closes. Each beat also clears rows silent for a day.
 */
export function createProcessHeartbeat(deps: {
  operations: OperationsRepository;
  clock: () => Date;
  log: Logger;
  identity: ProcessIdentity;
}) {
  const id = randomUUID();
  const startedAt = deps.clock();
  let timer: NodeJS.Timeout | undefined;

  async function beat(): Promise<void> {
    const now = deps.clock();
    await deps.operations.recordHeartbeat({ id, ...deps.identity, startedAt, lastHeartbeatAt: now });
    await deps.operations.removeProcessesSilentSince(new Date(now.getTime() - goneProcessKeptMs));
  }

  return {
    id,
    beat,

    start(): void {
      if (timer) return;
      timer = setInterval(() => {
        beat().catch((error: unknown) => deps.log.warn({ err: error }, 'process heartbeat failed'));
      }, heartbeatEveryMs);
      timer.unref();
    },

    /** Stops beating and removes the row, so a clean stop is not listed as gone. */
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await deps.operations.removeProcess(id);
    },
  };
}
export type ProcessHeartbeat = ReturnType<typeof createProcessHeartbeat>;
