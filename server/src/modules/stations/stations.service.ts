import { hash, randomBytes } from 'node:crypto';
import { stationTypes, type StationType } from '@mesonet/shared/stations/raw-channels';
import { networkTimeZone } from '@mesonet/shared/time/local-time';
import { z } from 'zod';
import { uniqueViolationConstraint } from '../../db/database-errors';
import { ApiError, parseInput } from '../../http/api-error';
import { createTtlCache } from '../../lib/ttl-cache';
import { tokenHash } from '../auth/session-tokens';
import type { StationsRepository } from './stations.repository';
import type { StationRow } from './stations.tables';

/** What the station CLI and the operator send to add a station (CONTRACT.md §5). */
export const newStationSchema = z.object({
  slug: z
    .string()
    .trim()
    .min(2, 'must be at least 2 characters')
    .max(60, 'must be at most 60 characters')
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case letters, digits and single hyphens'),
  name: z.string().trim().min(2, 'must be at least 2 characters').max(100, 'must be at most 100 characters'),
  type: z.enum(stationTypes, { error: `must be one of ${stationTypes.join(', ')}` }),
  lat: z.coerce.number().min(-44, 'must be an Australian latitude').max(-9, 'must be an Australian latitude'),
  lng: z.coerce.number().min(112, 'must be an Australian longitude').max(154, 'must be an Australian longitude'),
  elevation_m: z.coerce.number().int().min(-100).max(2500).optional(),
  region: z.string().trim().max(60).optional(),
  network: z.string().trim().max(30).optional(),
  timezone: z.string().trim().max(60).optional(),
});
export type NewStation = z.input<typeof newStationSchema>;

export function newStationToken(): string {
  return `mst_${randomBytes(32).toString('base64url')}`;
}

/**
 * A station's token is looked up at most this often: stations post every few minutes, each post
 * would otherwise cost a keyed hash and a database round trip. Every change made here (a new token,
 * a station disabled) clears it at once; one made by another process takes effect within this.
 */
export const stationTokenCacheMs = 30_000;

export interface StationsServiceDeps {
  stations: StationsRepository;
  clock: () => Date;
  secretKey: string;
  /** Lets the live network list a new station before its first reading, and drop or restore a disabled one. */
  onStationsChanged?: () => Promise<void>;
  /** Tells the other app processes to look every token up again. */
  onTokenReplaced?: () => void;
}

export function createStationsService(deps: StationsServiceDeps) {
  const { stations: stationsRepository } = deps;
  const stationsByToken = createTtlCache<StationRow>({
    ttlMs: stationTokenCacheMs,
    maxEntries: 10_000,
    clock: deps.clock,
  });
  const changed = async () => {
    stationsByToken.deleteWhere(() => true);
    await deps.onStationsChanged?.();
  };
  return {
    async createStation(input: unknown): Promise<StationRow> {
      const station = parseInput(newStationSchema, input);
      const type: StationType = station.type;
      const timezone = station.timezone ?? networkTimeZone;
      if (!Intl.supportedValuesOf('timeZone').includes(timezone) && timezone !== 'UTC') {
        throw ApiError.unprocessable('timezone', 'is not a known IANA time zone');
      }
      const now = deps.clock();
      try {
        const created = await stationsRepository.insert({
          slug: station.slug,
          name: station.name,
          awsType: type,
          lat: station.lat,
          lng: station.lng,
          elevationM: station.elevation_m ?? 0,
          region: station.region ?? null,
          network: station.network ?? (type === 'bom' ? 'bom' : 'cotl'),
          mesonet: type !== 'bom',
          timezoneName: timezone,
          createdAt: now,
          updatedAt: now,
        });
        await changed();
        return created;
      } catch (error) {
        if (uniqueViolationConstraint(error) === 'sites_slug_key')
          throw ApiError.unprocessable('slug', 'has already been taken');
        throw error;
      }
    },

    /** Issues a new ingestion token for a station; the previous one stops working. Shown once, stored hashed. */
    async issueToken(slug: string): Promise<{ site: StationRow; token: string }> {
      const station = await stationsRepository.findBySlug(slug);
      if (!station) throw ApiError.field(404, 'station', 'is not a known station');
      const token = newStationToken();
      await stationsRepository.setToken(station.id, tokenHash(token, deps.secretKey), deps.clock());
      stationsByToken.deleteWhere(() => true);
      deps.onTokenReplaced?.();
      return { site: station, token };
    },

    /**
     * Disables a station (growers stop seeing it, its readings are refused) or enables it again. Its
     * token is kept, so an enabled station reports again without being reconfigured.
     */
    async setDisabled(slug: string, disabled: boolean): Promise<StationRow> {
      const station = await stationsRepository.findBySlug(slug);
      if (!station) throw ApiError.field(404, 'station', 'is not a known station');
      if ((station.disabledAt !== null) === disabled) return station;
      const now = deps.clock();
      const updated = await stationsRepository.setDisabledAt(station.id, disabled ? now : null, now);
      if (!updated) throw ApiError.field(404, 'station', 'is not a known station');
      await changed();
      return updated;
    },

    async stationForToken(token: string): Promise<StationRow | undefined> {
      if (token.length < 10 || token.length > 200) return undefined;
      // Found by a one-shot digest of the token; the database holds only the keyed hash.
      const key = hash('sha256', token, 'base64url');
      const cached = stationsByToken.get(key);
      if (cached) return cached;
      const station = await stationsRepository.findByTokenHash(tokenHash(token, deps.secretKey));
      if (station) stationsByToken.set(key, station);
      return station;
    },

    findBySlug: (slug: string) => stationsRepository.findBySlug(slug),

    /** Another app process changed stations or tokens: every token is looked up again. */
    forgetTokens(): void {
      stationsByToken.deleteWhere(() => true);
    },
  };
}
export type StationsService = ReturnType<typeof createStationsService>;
