import type {
  ConsoleNewStation,
  ConsoleStation,
  StationWithToken,
} from '@mesonet/shared/contracts/operator-console.schema';
import { ApiError } from '../../http/api-error';
import type { SiteRow } from '../stations/stations.tables';
import { presentConsoleStation } from './operator-console.presenter';

import type { ConsoleActor, OperatorConsoleDeps } from './operator-console.service';

const notFound = () => ApiError.field(404, 'base', 'Not found');

type Audit = (actor: ConsoleActor, action: string, target: Record<string, unknown>) => void;

/** The console's stations: list, add, new tokens, disable and enable, each audited. */
export function consoleStations(deps: OperatorConsoleDeps, audit: Audit) {
  const { operatorConsole: consoleRepo, readings, sites } = deps.repos;

  /** Latest reading times by site id: from the live network, and from the database for disabled stations (not in it). */
  async function lastReadings(rows: readonly SiteRow[]): Promise<Map<number, number | null>> {
    const known = new Map(deps.live.sites().map((entry) => [entry.site.id, entry.lastReadingMs]));
    for (const site of rows) {
      if (!known.has(site.id)) known.set(site.id, await readings.latestReadingMs(site.id));
    }
    return known;
  }

  async function station(site: SiteRow): Promise<ConsoleStation> {
    const [tokens, latest] = await Promise.all([consoleRepo.tokenIssueTimes(), lastReadings([site])]);
    return presentConsoleStation(site, {
      tokenIssuedAt: tokens.get(site.id),
      lastReadingMs: latest.get(site.id) ?? null,
    });
  }

  async function knownSite(slug: string): Promise<SiteRow> {
    const site = await deps.stations.findBySlug(slug);
    if (!site) throw notFound();
    return site;
  }

  return {
    async stations(): Promise<ConsoleStation[]> {
      const [rows, tokens] = await Promise.all([sites.listAll(), consoleRepo.tokenIssueTimes()]);
      const latest = await lastReadings(rows);
      return rows
        .map((site) =>
          presentConsoleStation(site, {
            tokenIssuedAt: tokens.get(site.id),
            lastReadingMs: latest.get(site.id) ?? null,
          }),
        )
        .sort((a, b) => a.name.localeCompare(b.name, 'en-AU'));
    },

    /** Adds a station and issues its first token, so it can report at once. */
    async createStation(actor: ConsoleActor, input: ConsoleNewStation): Promise<StationWithToken> {
      const site = await deps.stations.createStation({
        slug: input.slug,
        name: input.name,
        type: input.type,
        lat: input.lat,
        lng: input.lng,
        region: input.region === '' ? undefined : input.region,
      });
      const { token } = await deps.stations.issueToken(site.slug);
      audit(actor, 'station_created', { station: site.slug });
      return { station: await station(site), token };
    },

    /** A new token for the station; the old one stops working at once. A disabled station stays disabled. */
    async rotateToken(actor: ConsoleActor, slug: string): Promise<StationWithToken> {
      const { site, token } = await deps.stations.issueToken((await knownSite(slug)).slug);
      audit(actor, 'station_token_issued', { station: site.slug });
      return { station: await station(site), token };
    },

    /** Takes the station off growers' maps and refuses its readings (its history is kept), or brings it back. */
    async setStationDisabled(actor: ConsoleActor, slug: string, disabled: boolean): Promise<ConsoleStation> {
      const site = await deps.stations.setDisabled((await knownSite(slug)).slug, disabled);
      audit(actor, disabled ? 'station_disabled' : 'station_enabled', { station: site.slug });
      return station(site);
    },
  };
}
