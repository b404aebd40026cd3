import type { ContentPageInput, InfoAlertInput } from '@mesonet/shared/contracts/content.schema';
import type {
  ConsoleCompany,
  ConsoleContentPage,
  ConsoleInfoAlert,
  ConsoleTextLabel,
  MarkdownPreviewInput,
} from '@mesonet/shared/contracts/operator-console.schema';
import { sortInfoAlerts } from '@mesonet/shared/info-alerts/info-alerts';
import { ApiError } from '../../http/api-error';
import type { Logger } from '../../http/logger';
import type { AppSettingsRepository } from '../app-settings/app-settings.repository';
import type { ContentRepository } from '../content/content.repository';
import type { ContentService } from '../content/content.service';
import { expandContentTokens } from '../content/default-pages/subscription-services';
import { renderMarkdown } from '../content/markdown';
import type { LiveNetwork } from '../live/live-network';
import type { MailService } from '../mail/mail.service';
import type { ReadingsRepository } from '../stations/readings.repository';
import type { StationsRepository } from '../stations/stations.repository';
import type { StationsService } from '../stations/stations.service';
import {
  presentConsoleCompany,
  presentConsoleContentPage,
  presentConsoleInfoAlert,
  presentConsoleTextLabel,
} from './operator-console.presenter';
import type { OperatorConsoleRepository } from './operator-console.repository';
import { consoleLegends } from './console-legends';
import { consoleStations } from './console-stations';
import { consoleFailedMails } from './console-failed-mails';

/** The admin making a change: who the log names. */
export interface ConsoleActor {
  userId: number;
  email: string;
}

const notFound = () => ApiError.field(404, 'base', 'Not found');

/**
 * The operator console's work. Who may call it is decided by the routes
 * (shared/src/operator-console/operator-access.ts). Alerts and pages are saved through the content
 * service, stations through the stations service, so the rules and caches of each stay in one place:
 * the public answers are read fresh from the database (with an ETag), and adding a station reloads the
 * live network, as disabling or enabling one does. Every change is logged with the admin who made it: there is no general audit table.
 */
export interface OperatorConsoleDeps {
  repos: {
    operatorConsole: OperatorConsoleRepository;
    content: ContentRepository;
    stations: StationsRepository;
    readings: ReadingsRepository;
    appSettings: AppSettingsRepository;
  };
  clock: () => Date;
  log: Logger;
  content: ContentService;
  stations: StationsService;
  live: LiveNetwork;
  mail: Pick<MailService, 'failedMails' | 'retryFailed'>;
}

export function createOperatorConsoleService(deps: OperatorConsoleDeps) {
  const { operatorConsole: consoleRepo, content: contentRepo } = deps.repos;

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

  return {
    ...consoleStations(deps, audit),
    ...consoleLegends(deps, audit),
    ...consoleFailedMails(deps.mail, audit),

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

    async companies(): Promise<ConsoleCompany[]> {
      const now = deps.clock();
      return (await consoleRepo.listCompanies()).map(({ company, usersCount }) =>
        presentConsoleCompany(company, usersCount, now),
      );
    },
  };
}
export type OperatorConsoleService = ReturnType<typeof createOperatorConsoleService>;
