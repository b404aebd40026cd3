import { contentPageInputSchema, infoAlertInputSchema } from '@mesonet/shared/contracts/content.schema';
import {
  consoleContentPageParamsSchema,
  consoleInfoAlertParamsSchema,
  consoleMetricParamsSchema,
  consoleNewStationSchema,
  consoleStationParamsSchema,
  consoleTextLabelParamsSchema,
  markdownPreviewInputSchema,
  textLabelInputSchemaFor,
} from '@mesonet/shared/contracts/operator-console.schema';
import { failedMailParamsSchema } from '@mesonet/shared/contracts/failed-mails.schema';
import { canUseOperatorConsole } from '@mesonet/shared/operator-console/operator-access';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, parseInput } from '../../http/api-error';
import type { AuthService } from '../auth/auth.service';
import { requireSession, signedInSession } from '../auth/authenticate';
import type { ConsoleActor, OperatorConsoleService } from './operator-console.service';

export const notAnAdminMessage = 'The operator console is for administrators only.';

declare module 'fastify' {
  interface FastifyRequest {
    consoleActor: ConsoleActor | null;
  }
}

function actor(request: FastifyRequest): ConsoleActor {
  if (!request.consoleActor) throw ApiError.field(403, 'base', notAnAdminMessage);
  return request.consoleActor;
}

/**
 * Guards every route of the plugin `app` (registered as its own plugin, so no others): 401 signed out,
 * 403 for anyone the console's rule (canUseOperatorConsole) leaves out.
 */
export function guardOperatorConsole(app: FastifyInstance, authService: AuthService): void {
  app.decorateRequest('consoleActor', null);
  app.addHook('preHandler', requireSession(authService));
  app.addHook('preHandler', async (request) => {
    const user = await authService.loadUser(signedInSession(request).userId);
    if (!canUseOperatorConsole(user)) throw ApiError.field(403, 'base', notAnAdminMessage);
    request.consoleActor = { userId: user.id, email: user.email };
  });
}

/**
 * /api/admin/… (shared/src/contracts/operator-console.schema.ts): 401 signed out, 403 for anyone the
 * console's rule (canUseOperatorConsole) leaves out.
 */
export async function operatorConsoleRoutes(
  app: FastifyInstance,
  opts: { console: OperatorConsoleService; authService: AuthService },
) {
  guardOperatorConsole(app, opts.authService);

  app.get('/api/admin/info_alerts', () => opts.console.infoAlerts());
  app.post('/api/admin/info_alerts', (request) =>
    opts.console.saveInfoAlert(actor(request), null, parseInput(infoAlertInputSchema, request.body)),
  );
  app.put('/api/admin/info_alerts/:id', (request) => {
    const { id } = parseInput(consoleInfoAlertParamsSchema, request.params);
    return opts.console.saveInfoAlert(actor(request), id, parseInput(infoAlertInputSchema, request.body));
  });

  app.get('/api/admin/content_pages', () => opts.console.contentPages());
  app.put('/api/admin/content_pages/:slug', (request) => {
    const { slug } = parseInput(consoleContentPageParamsSchema, request.params);
    return opts.console.saveContentPage(actor(request), slug, parseInput(contentPageInputSchema, request.body));
  });
  app.post('/api/admin/markdown_preview', { bodyLimit: 512 * 1024 }, (request) =>
    opts.console.previewMarkdown(parseInput(markdownPreviewInputSchema, request.body)),
  );

  app.get('/api/admin/text_labels', () => opts.console.textLabels());
  app.put('/api/admin/text_labels/:key', (request) => {
    const { key } = parseInput(consoleTextLabelParamsSchema, request.params);
    const { value } = parseInput(textLabelInputSchemaFor(key), request.body);
    return opts.console.saveTextLabel(actor(request), key, value);
  });

  app.get('/api/admin/stations', () => opts.console.stations());
  app.post('/api/admin/stations', (request) =>
    opts.console.createStation(actor(request), parseInput(consoleNewStationSchema, request.body)),
  );
  app.post('/api/admin/stations/:slug/token', (request) =>
    opts.console.rotateToken(actor(request), parseInput(consoleStationParamsSchema, request.params).slug),
  );
  app.post('/api/admin/stations/:slug/disable', (request) =>
    opts.console.setStationDisabled(actor(request), parseInput(consoleStationParamsSchema, request.params).slug, true),
  );
  app.post('/api/admin/stations/:slug/enable', (request) =>
    opts.console.setStationDisabled(actor(request), parseInput(consoleStationParamsSchema, request.params).slug, false),
  );

  app.put('/api/admin/metric_display_statuses/:metric_key', (request) => {
    const { metric_key } = parseInput(consoleMetricParamsSchema, request.params);
    return opts.console.saveMetricBands(actor(request), metric_key, request.body);
  });
  app.delete('/api/admin/metric_display_statuses/:metric_key', (request) => {
    const { metric_key } = parseInput(consoleMetricParamsSchema, request.params);
    return opts.console.resetMetricBands(actor(request), metric_key);
  });

  app.get('/api/admin/companies', () => opts.console.companies());

  app.get('/api/admin/failed_mails', () => opts.console.failedMails());
  app.post('/api/admin/failed_mails/:id/retry', (request) =>
    opts.console.retryFailedMail(actor(request), parseInput(failedMailParamsSchema, request.params).id),
  );
}
