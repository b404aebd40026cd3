import type { ContentPageInput, InfoAlertInput } from '@mesonet/shared/contracts/content.schema';
import type {
  ConsoleCompany,
  ConsoleContentPage,
  ConsoleInfoAlert,
  ConsoleNewStation,
  ConsoleStation,
  ConsoleTextLabel,
  MarkdownPreviewInput,
  StationWithToken,
} from '@mesonet/shared/contracts/operator-console.schema';
import { sortInfoAlerts } from '@mesonet/shared/info-alerts/info-alerts';
import { isMetricKey, type MetricKey } from '@mesonet/shared/metrics/metric-catalogue';
import {
  catalogueLegendBands,
  checkMetricBands,
  mergeLegendBands,
  metricDisplayStatuses,
  type MetricDisplayStatus,
} from '@mesonet/shared/metrics/metric-display-statuses';
import { apiErrorBodyFromIssues } from '@mesonet/shared/contracts/api-errors.schema';
import { ApiError } from '../../http/api-error';
import type { Logger } from '../../http/logger';
import type { AppSettingsRepository } from '../app-settings/app-settings.repository';
import type { ContentRepository } from '../content/content.repository';
import type { ContentService } from '../content/content.service';
import { expandContentTokens } from '../content/default-pages/subscription-services';
import { renderMarkdown } from '../content/markdown';
import type { LiveNetwork } from '../live/live-network';
import type { ReadingsRepository } from '../stations/readings.repository';
import type { SitesRepository } from '../stations/sites.repository';
import type { StationsService } from '../stations/stations.service';
import type { SiteRow } from '../stations/stations.tables';
import {
  presentConsoleCompany,
  presentConsoleContentPage,
  presentConsoleInfoAlert,
  presentConsoleStation,
  presentConsoleTextLabel,
} from './operator-console.presenter';
import type { OperatorConsoleRepository } from './operator-console.repository';

/** The admin making a change: who the log names. */
export interface ConsoleActor {
  userId: number;
  email: string;
}

const notFound = () => ApiError.field(404, 'base', 'Not found');

/**
 * The operator console's work (issue 7 part 7). Who may call it is decided by the routes
 * (shared/src/operator-console/operator-access.ts). Alerts and pages are saved through the content
 * service, stations through the stations service, so the rules and caches of each stay in one place:
 * the public answers are read fresh from the database (with an ETag), and adding a station reloads the
 * live network, as disabling or enabling one does. Every change is logged with the admin who made it: there is no general audit table.
 */
export function createOperatorConsoleService(deps: {
  repos: {
    operatorConsole: OperatorConsoleRepository;
    content: ContentRepository;
    sites: SitesRepository;
    readings: ReadingsRepository;
    appSettings: AppSettingsRepository;
  };
  clock: () => Date;
  log: Logger;
  content: ContentService;
  stations: StationsService;
  live: LiveNetwork;
}) {
  const { operatorConsole: consoleRepo, content: contentRepo, sites, readings, appSettings: settings } = deps.repos;

  function audit(actor: ConsoleActor, action: string, target: Record<string, unknown>): void {
    deps.log.info(
      { audit: { admin_user_id: actor.userId, admin_email: actor.email, action, ...target } },
      'operator console change',
    );
  }

  async function consoleAlert(id: number): Promise<ConsoleInfoAlert> {
    const row = await contentRepo.findInfoAlert(id);
    if (!row) throw notFound();
    return presentConsoleInfoAlert(row);
  }

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

  /** Reloads the merged statuses into the live network (so snapshots and dashboards use them) and answers the metric's. */
  async function reloadLegends(metricKey: string): Promise<MetricDisplayStatus[]> {
    const legends = mergeLegendBands(await settings.listBandOverrides());
    deps.live.setLegends(legends);
    return metricDisplayStatuses(legends).filter((status) => status.metric_key === metricKey);
  }

  function metricWithLegend(metricKey: string): MetricKey {
    if (!isMetricKey(metricKey) || !catalogueLegendBands[metricKey]) throw notFound();
    return metricKey;
  }

  async function knownSite(slug: string): Promise<SiteRow> {
    const site = await deps.stations.findBySlug(slug);
    if (!site) throw notFound();
    return site;
  }

  return {
    /** Every alert in the order visitors get them (spec §2), drafts too. */
    async infoAlerts(): Promise<ConsoleInfoAlert[]> {
      const rows = await contentRepo.listInfoAlerts({ includeDrafts: true, now: deps.clock() });
      return sortInfoAlerts(rows.map(presentConsoleInfoAlert));
    },

    async saveInfoAlert(actor: ConsoleActor, id: number | null, input: InfoAlertInput): Promise<ConsoleInfoAlert> {
      const saved = await deps.content.saveInfoAlert(id, input);
      audit(actor, id === null ? 'info_alert_created' : 'info_alert_saved', {
        info_alert_id: saved.id,
        slug: saved.slug,
        published: input.published,
        pin_to_top: input.pin_to_top,
        splash_alert: input.splash_alert,
      });
      return consoleAlert(saved.id);
    },

    async contentPages(): Promise<ConsoleContentPage[]> {
      return (await contentRepo.listPages({ includeDrafts: true })).map(presentConsoleContentPage);
    },

    /** Edits a page that exists; the console does not make new addresses. */
    async saveContentPage(actor: ConsoleActor, slug: string, input: ContentPageInput): Promise<ConsoleContentPage> {
      if (!(await contentRepo.findPage(slug))) throw notFound();
      await deps.content.savePage(slug, input);
      audit(actor, 'content_page_saved', { slug, published: input.published });
      const row = await contentRepo.findPage(slug);
      if (!row) throw notFound();
      return presentConsoleContentPage(row);
    },

    /** The body as visitors will get it, with the same renderer and sanitiser. */
    previewMarkdown(input: MarkdownPreviewInput): { html: string } {
      const markdown = input.kind === 'content_page' ? expandContentTokens(input.body) : input.body;
      return { html: renderMarkdown(markdown) };
    },

    async textLabels(): Promise<ConsoleTextLabel[]> {
      return (await consoleRepo.listTextLabels()).map(presentConsoleTextLabel);
    },

    async saveTextLabel(actor: ConsoleActor, key: string, value: string): Promise<ConsoleTextLabel> {
      const row = await consoleRepo.updateTextLabel(key, value, deps.clock());
      if (!row) throw notFound();
      audit(actor, 'text_label_saved', { key });
      return presentConsoleTextLabel(row);
    },

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

    /** A metric's bands as the operator set them (label, colour, threshold); 422 names each bad field. */
    async saveMetricBands(actor: ConsoleActor, metricKey: string, input: unknown): Promise<MetricDisplayStatus[]> {
      const key = metricWithLegend(metricKey);
      const checked = checkMetricBands(key, input);
      if (!checked.ok) {
        throw new ApiError(
          422,
          apiErrorBodyFromIssues(checked.problems.map((p) => ({ path: [p.field], message: p.message }))),
        );
      }
      await settings.replaceBandOverrides(key, checked.bands, deps.clock());
      audit(actor, 'metric_display_statuses_saved', { metric_key: key });
      return reloadLegends(key);
    },

    /** Back to the catalogue's bands: the metric's overrides are deleted. */
    async resetMetricBands(actor: ConsoleActor, metricKey: string): Promise<MetricDisplayStatus[]> {
      const key = metricWithLegend(metricKey);
      await settings.replaceBandOverrides(key, [], deps.clock());
      audit(actor, 'metric_display_statuses_reset', { metric_key: key });
      return reloadLegends(key);
    },

    async companies(): Promise<ConsoleCompany[]> {
      const now = deps.clock();
      return (await consoleRepo.listCompanies()).map(({ company, usersCount }) =>
        presentConsoleCompany(company, usersCount, now),
      );
    },
  };
}
export type OperatorConsoleService = ReturnType<typeof createOperatorConsoleService>;
