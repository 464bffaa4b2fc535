import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  SitePageParams,
  SitePageResponse,
  SiteTicketsResponse,
  SiteVideosQuery,
  SiteVideosResponse,
} from '@mliga/contract';
import type { Db } from '../../db/connect.ts';
import { ok } from '../../http/envelope.ts';
import { getPage, getTickets, getVideos } from './site.service.ts';

export const siteRoutes: FastifyPluginAsyncTypebox<{ db: Db; now: () => Date }> = async (
  app,
  { db, now },
) => {
  app.get(
    '/tickets/',
    {
      schema: {
        tags: ['site'],
        summary: 'Билеты: ближайшие матчи сезона, стадион и ссылка на покупку',
        security: [],
        response: { 200: SiteTicketsResponse },
      },
    },
    async () => ok(await getTickets(db, now())),
  );

  app.get(
    '/videos/',
    {
      schema: {
        tags: ['site'],
        summary: 'Видео матчей тура',
        security: [],
        querystring: SiteVideosQuery,
        response: { 200: SiteVideosResponse },
      },
    },
    async (request) => ok(await getVideos(db, request.query.tour)),
  );

  app.get(
    '/pages/:slug/',
    {
      schema: {
        tags: ['site'],
        summary: 'Текстовая страница сайта (соглашение, политика конфиденциальности)',
        security: [],
        params: SitePageParams,
        response: { 200: SitePageResponse },
      },
    },
    async (request) => ok(await getPage(db, request.params.slug)),
  );
};
