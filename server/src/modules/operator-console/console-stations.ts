import type {
  ConsoleNewStation,
  ConsoleStation,
  StationWithToken,
} from '@mesonet/shared/contracts/operator-console.schema';
import { ApiError } from '../../http/api-error';
import type { StationRow } from '../stations/stations.tables';
import { presentConsoleStation } from './operator-console.presenter';

import type { ConsoleActor, OperatorConsoleDeps } from './operator-console.service';

const notFound = () => ApiError.field(404, 'base', 'Not found');

type Audit = (actor: ConsoleActor, action: string, target: Record<string, unknown>) => void;

/** The console's stations: list, add, new tokens, disable and enable, each audited. */
export function consoleStations(deps: OperatorConsoleDeps, audit: Audit) {
  const { operatorConsole: consoleRepo, readings, stations: stationsRepository } = deps.repos;

  /** Latest reading times by site id: from the live network, and from the database for disabled stations (not in it). */
  async function lastReadings(rows: readonly StationRow[]): Promise<Map<number, number | null>> {
    const known = new Map(deps.live.stations().map((entry) => [entry.station.id, entry.lastReadingMs]));
    for (const station of rows) {
      if (!known.has(station.id)) known.set(station.id, await readings.latestReadingMs(station.id));
    }
    return known;
  }

  async function consoleStation(station: StationRow): Promise<ConsoleStation> {
    const [tokens, latest] = await Promise.all([consoleRepo.tokenIssueTimes(), lastReadings([station])]);
    return presentConsoleStation(station, {
      tokenIssuedAt: tokens.get(station.id),
      lastReadingMs: latest.get(station.id) ?? null,
    });
  }

  async function knownStation(slug: string): Promise<StationRow> {
    const station = await deps.stations.findBySlug(slug);
    if (!station) throw notFound();
    return station;
  }

  return {
    async stations(): Promise<ConsoleStation[]> {
      const [rows, tokens] = await Promise.all([stationsRepository.listAll(), consoleRepo.tokenIssueTimes()]);
      const latest = await lastReadings(rows);
      return rows
        .map((station) =>
          presentConsoleStation(station, {
            tokenIssuedAt: tokens.get(station.id),
            lastReadingMs: latest.get(station.id) ?? null,
          }),
        )
        .sort((a, b) => a.name.localeCompare(b.name, 'en-AU'));
    },

    /** Adds a station and issues its first token, so it can report at once. */
    async createStation(actor: ConsoleActor, input: ConsoleNewStation): Promise<StationWithToken> {
      const station = await deps.stations.createStation({
        slug: input.slug,
        name: input.name,
        type: input.type,
        lat: input.lat,
        lng: input.lng,
        region: input.region === '' ? undefined : input.region,
      });
      const { token } = await deps.stations.issueToken(station.slug);
      audit(actor, 'station_created', { station: station.slug });
      return { station: await consoleStation(station), token };
    },

    /** A new token for the station; the old one stops working at once. A disabled station stays disabled. */
    async rotateToken(actor: ConsoleActor, slug: string): Promise<StationWithToken> {
      const { site: station, token } = await deps.stations.issueToken((await knownStation(slug)).slug);
      audit(actor, 'station_token_issued', { station: station.slug });
      return { station: await consoleStation(station), token };
    },

    /** Takes the station off growers' maps and refuses its readings (its history is kept), or brings it back. */
    async setStationDisabled(actor: ConsoleActor, slug: string, disabled: boolean): Promise<ConsoleStation> {
      const station = await deps.stations.setDisabled((await knownStation(slug)).slug, disabled);
      audit(actor, disabled ? 'station_disabled' : 'station_enabled', { station: station.slug });
      return consoleStation(station);
    },
  };
}
