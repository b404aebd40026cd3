import type { OperationsHealth } from '@mesonet/shared/contracts/operations.schema';
import type { LiveNetwork } from '../live/live-network';
import { presentProcess, presentQueue, presentStation } from './operations.presenter';
import type { OperationsRepository } from './operations.repository';

/**
 * What the operator watches, read fresh on each call: process heartbeats, the job queues, the mail
 * outbox and the database from the database; each station's latest reading from the live network,
 * which already knows it (the readings table is never scanned for it).
 */
export function createOperationsService(deps: {
  operations: OperationsRepository;
  live: Pick<LiveNetwork, 'stations'>;
  clock: () => Date;
}) {
  return {
    async health(): Promise<OperationsHealth> {
      const now = deps.clock();
      const nowMs = now.getTime();
      const [processes, queues, mail, database] = await Promise.all([
        deps.operations.listProcesses(),
        deps.operations.queueCounts(),
        deps.operations.outboxCounts(),
        deps.operations.databaseFacts(),
      ]);
      const stations = deps.live
        .stations()
        .map((entry) => presentStation(entry.station, entry.lastReadingMs, nowMs))
        .sort((a, b) => a.name.localeCompare(b.name, 'en-AU'));
      return {
        checked_at: now.toISOString(),
        processes: processes.map((row) => presentProcess(row, nowMs)),
        queues: queues.map(presentQueue),
        stations,
        database: { kind: database.embedded ? 'embedded' : 'postgres', size_bytes: database.sizeBytes },
        mail,
      };
    },
  };
}
export type OperationsService = ReturnType<typeof createOperationsService>;
