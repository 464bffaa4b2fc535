import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminH2hStartResponse,
  ChampMessageResponse,
  H2hDetailsResponse,
  H2hIdParams,
  H2hListResponse,
  H2hMatchDetailsResponse,
  H2hMatchesResponse,
  H2hMatchParams,
} from '@mliga/contract';
import type { Db } from '../../../db/connect.ts';
import { requireAdmin, requireUser, signedInOnly } from '../../../http/auth.ts';
import { ok } from '../../../http/envelope.ts';
import { adminStartH2h, joinH2h, leaveH2h } from './h2h-membership.service.ts';
import { h2hMessages } from './h2h.messages.ts';
import { getH2hDetails, getH2hMatch, getH2hMatches, listActiveH2h } from './h2h.service.ts';

const tags = ['h2h'];

/** H2H tournaments (spec 2 §7; DECISIONS "H2H") and the admin's start. */
export const h2hRoutes: FastifyPluginAsyncTypebox<{ db: Db; now: () => Date }> = async (app, { db, now }) => {
  app.get(
    '/leagues/active/h2h/',
    {
      schema: {
        tags,
        summary: 'H2H турниры активного сезона: публичные и свой, с действиями join/leave',
        response: { 200: H2hListResponse },
      },
    },
    async (request) => ok(await listActiveH2h(db, request.user?.id ?? null)),
  );

  app.post(
    '/h2h/:id/join/',
    {
      schema: {
        tags,
        summary: 'Зарегистрироваться в H2H турнире',
        description:
          'Публичный турнир, идёт набор, есть свободное место, у пользователя есть команда фэнтези и нет ' +
          'другого H2H турнира в сезоне. Последнее занятое место запускает турнир (календарь по кругу).',
        params: H2hIdParams,
        response: { 200: ChampMessageResponse },
      },
    },
    async (request) => ok({}, await joinH2h(db, request.user, request.params.id, now())),
  );

  app.post(
    '/h2h/:id/leave/',
    {
      config: signedInOnly,
      schema: {
        tags,
        summary: 'Покинуть H2H турнир (только до старта)',
        params: H2hIdParams,
        response: { 200: ChampMessageResponse },
      },
    },
    async (request) => ok({}, await leaveH2h(db, requireUser(request), request.params.id)),
  );

  app.get(
    '/h2h/:id/',
    {
      schema: {
        tags,
        summary: 'H2H турнир: текущий тур, турнир и таблица',
        description: 'Закрытый турнир видят только его участники и администраторы, остальным — 403.',
        params: H2hIdParams,
        response: { 200: H2hDetailsResponse },
      },
    },
    async (request) => ok(await getH2hDetails(db, request.user, request.params.id)),
  );

  app.get(
    '/h2h/:id/matches/',
    {
      schema: {
        tags,
        summary: 'Календарь H2H турнира по турам с формой команд',
        description: 'Закрытый турнир видят только его участники и администраторы, остальным — 403.',
        params: H2hIdParams,
        response: { 200: H2hMatchesResponse },
      },
    },
    async (request) => ok(await getH2hMatches(db, request.user, request.params.id)),
  );

  app.get(
    '/h2h/matches/:matchId/',
    {
      schema: {
        tags,
        summary: 'H2H матч и составы обеих команд (после закрытия тура)',
        description: 'Закрытый турнир видят только его участники и администраторы, остальным — 403.',
        params: H2hMatchParams,
        response: { 200: H2hMatchDetailsResponse },
      },
    },
    async (request) => ok(await getH2hMatch(db, request.user, request.params.matchId, now())),
  );

  app.post(
    '/admin/h2h/:id/start/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Запустить H2H турнир с текущими участниками (календарь по кругу на оставшиеся туры)',
        params: H2hIdParams,
        response: { 200: AdminH2hStartResponse },
      },
    },
    async (request) =>
      ok(await adminStartH2h(db, requireAdmin(request), request.params.id, now()), h2hMessages.startDone),
  );
};
