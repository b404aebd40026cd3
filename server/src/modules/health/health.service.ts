import type { HealthRepository } from './health.repository';

/** The app is only built after migrations ran, so health asks one thing: does the database answer. */
export function createHealthService(deps: { health: HealthRepository }) {
  return {
    /** Resolves once the database answers; rejects with the driver's error when it cannot be reached. */
    ping: () => deps.health.ping(),
  };
}
export type HealthService = ReturnType<typeof createHealthService>;
