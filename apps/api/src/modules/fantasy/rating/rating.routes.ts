import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BestSquadQuery,
  BestSquadResponse,
  FantasyChampParams,
  FantasyLeagueParams,
  FantasyRatingQuery,
  FantasyRatingResponse,
  MyFantasyRatingResponse,
  MyStandingsResponse,
  TeamSquadParams,
  TeamSquadResponse,
  TourWinnersRollResponse,
} from '@mliga/contract';
import { requireUser, signedInOnly } from '../../../http/auth.ts';
import { ok } from '../../../http/envelope.ts';
import { getBestSquad } from './best-squad.service.ts';
import type { FantasyRoutesOptions } from '../routes-options.ts';
import { getFantasyTourWinners, getMyFantasyRating } from './rating.service.ts';
import { readFantasyRating } from './rating-of-reader.ts';
import { sendJson, serializeOk } from '../../../http/cache/serialized-page.ts';
import { getFantasyStandings } from './standings.service.ts';
import { getTeamSquad } from './team-squad.service.ts';
import { cacheAnonymousRead } from '../../../http/cache/read-cache.ts';

const tags = ['fantasy'];

/** The season rating, user-league ratings, any team's squad and the best squad (spec 2 §7). */
export const fantasyRatingRoutes: FastifyPluginAsyncTypebox<FantasyRoutesOptions> = async (
  app,
  { db, now, publicReads },
) => {
  app.get(
    '/leagues/:leagueId/my-rating/',
    {
      config: signedInOnly,
      schema: {
        tags,
        summary: 'Очки и место команды пользователя в общем рейтинге фэнтези',
        params: FantasyLeagueParams,
        response: { 200: MyFantasyRatingResponse },
      },
    },
    async (request) => ok(await getMyFantasyRating(db, request.params.leagueId, requireUser(request).id)),
  );

  app.get(
    '/leagues/:leagueId/standings/',
    {
      config: signedInOnly,
      schema: {
        tags,
        summary: 'Топ-3 + вы + соседи: общий рейтинг фэнтези и лиги команды пользователя',
        description:
          'Для каждого рейтинга команды — три первых строки, её строка и по две строки выше и ниже, по порядку ' +
          'рейтинга (место, id команды) без повторов. Без команды — пустой список.',
        params: FantasyLeagueParams,
        response: { 200: MyStandingsResponse },
      },
    },
    async (request) => ok(await getFantasyStandings(db, request.params.leagueId, requireUser(request).id)),
  );

  app.get(
    '/champs/:champId/rating/',
    {
      onSend: cacheAnonymousRead,
      schema: {
        tags,
        summary: 'Рейтинг фэнтези (общий или пользовательской лиги): страница, сортировка, поиск, медиа',
        description:
          'sort: place (или total) либо id сыгранного тура, «-» — лучшие первыми (по умолчанию -place). ' +
          'По туру сначала идут сыгравшие его команды, затем остальные по месту. ' +
          'name — начало любого слова названия команды (или начало названия, если в name нет букв и цифр), ' +
          'без учёта регистра, символы буквально; is_media=1 — только медиакоманды. ' +
          'auth_user_rating — строка команды пользователя, где бы она ни была. ' +
          'Рейтинг пользовательской лиги видят только её участники и администраторы, остальным — 403.',
        params: FantasyChampParams,
        querystring: FantasyRatingQuery,
        response: { 200: FantasyRatingResponse },
      },
    },
    async (request, reply) => {
      const where = {
        url: request.url,
        champId: request.params.champId,
        query: request.query,
        user: request.user,
      };
      const json = await readFantasyRating(db, publicReads, where, serializeOk(reply));
      return sendJson(reply, json);
    },
  );
  app.get(
    '/champs/:champId/winners/',
    {
      schema: {
        tags,
        summary: 'Победители туров рейтинга фэнтези (общего или пользовательской лиги)',
        description:
          'Каждый сыгранный тур, последний первым: наибольшие очки тура среди команд рейтинга и кто их набрал ' +
          '(при равенстве побеждают все). Победителей пользовательской лиги видят только её участники.',
        params: FantasyChampParams,
        response: { 200: TourWinnersRollResponse },
      },
    },
    async (request) => ok(await getFantasyTourWinners(db, request.params.champId, request.user)),
  );

  app.get(
    '/stages/:stageId/squad/:teamId/',
    {
      schema: {
        tags,
        summary: 'Состав команды на тур: очки, капитан, автозамены',
        description:
          'Чужой состав открыт с началом тура: до дедлайна — 403 «Состав недоступен, идёт набор», ' +
          'после дедлайна до первого матча — 403 «Состав недоступен, тур не начался». Свой — всегда.',
        params: TeamSquadParams,
        response: { 200: TeamSquadResponse },
      },
    },
    async (request) =>
      ok(
        await getTeamSquad(db, {
          stageId: request.params.stageId,
          teamId: request.params.teamId,
          userId: request.user?.id ?? null,
          now: now(),
        }),
      ),
  );

  app.get(
    '/champs/:champId/squad/best/',
    {
      schema: {
        tags,
        summary: 'Лучший возможный состав тура по схемам игры и лучшая команда тура в рейтинге',
        description:
          'stage_id=0 (по умолчанию) — последний подсчитанный тур. ' +
          'Пользовательской лиги — только её участникам и администраторам, остальным — 403.',
        params: FantasyChampParams,
        querystring: BestSquadQuery,
        response: { 200: BestSquadResponse },
      },
    },
    async (request) =>
      ok(
        await getBestSquad(db, {
          champId: request.params.champId,
          stageId: request.query.stage_id ?? 0,
          user: request.user,
          now: now(),
        }),
      ),
  );
};
