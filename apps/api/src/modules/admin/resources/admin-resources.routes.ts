import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { AdminUploadResponse } from '@mliga/contract';
import type { Db } from '../../../db/connect.ts';
import { requireAdmin } from '../../../http/auth.ts';
import { ok } from '../../../http/envelope.ts';
import { ruleBroken } from '../../../http/errors.ts';
import { storeUpload, tooLarge, UPLOAD_MAX_BYTES, uploadMessages } from '../uploads.ts';
import {
  fantasyStagesResource,
  forbiddenWordsResource,
  mediaTeamsResource,
  scoringRulesResource,
  teamNamesResource,
} from './fantasy.resources.ts';
import { fantasyLeaguesResource, predictorLeaguesResource } from './game-leagues.resources.ts';
import { h2hResource } from './h2h.resources.ts';
import { predictorEventsResource, predictorStagesResource } from './predictor.resources.ts';
import type { ResourceDef } from './resource.ts';
import { registerResource } from './resource.routes.ts';
import {
  matchesResource,
  playersResource,
  seasonsResource,
  teamsResource,
  venuesResource,
} from './season.resources.ts';
import { pagesResource, videosResource } from './site.resources.ts';
import { auditLogResource, usersResource } from './users.resources.ts';

/** Every generic resource of the back office (docs/decisions/026-back-office-api-conventions.md). */
export const adminResources: ResourceDef[] = [
  seasonsResource,
  teamsResource,
  playersResource,
  matchesResource,
  venuesResource,
  pagesResource,
  videosResource,
  predictorLeaguesResource,
  fantasyLeaguesResource,
  predictorStagesResource,
  predictorEventsResource,
  fantasyStagesResource,
  scoringRulesResource,
  mediaTeamsResource,
  teamNamesResource,
  forbiddenWordsResource,
  h2hResource,
  usersResource,
  auditLogResource,
];

/** The back office's CRUD resources and image uploads (role admin). */
export async function adminResourcesRoutes(
  app: FastifyInstance,
  { db, now, uploadsDir }: { db: Db; now: () => Date; uploadsDir: string },
): Promise<void> {
  for (const def of adminResources) registerResource(app, db, def, now);

  await app.register(fastifyMultipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });
  app.post(
    '/admin/uploads/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Загрузка изображения (multipart, поле file): PNG, JPEG или WebP до 2 МБ; ответ — его адрес',
        consumes: ['multipart/form-data'],
        response: { 200: AdminUploadResponse },
      },
    },
    async (request) => {
      requireAdmin(request);
      if (!request.isMultipart()) throw ruleBroken(uploadMessages.noFile, 'file');
      const part = await request.file();
      if (!part || part.fieldname !== 'file') throw ruleBroken(uploadMessages.noFile, 'file');
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        throw error;
      }
      if (part.file.truncated) throw tooLarge();
      return ok(await storeUpload(uploadsDir, bytes, now()), 'Файл загружен');
    },
  );
}
