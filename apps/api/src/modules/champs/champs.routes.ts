import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ChampIdParams,
  ChampMessageResponse,
  CreateChampBody,
  CreateChampResponse,
  InviteAcceptBody,
  InviteHashParams,
  InviteInfoResponse,
  MyChampsParams,
  MyChampsResponse,
} from '@mliga/contract';
import type { Db } from '../../db/connect.ts';
import { requireUser, signedInOnly } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { champMessages } from './champs.messages.ts';
import {
  acceptInvite,
  createLeague,
  deleteLeague,
  getInviteInfo,
  getMyChamps,
  leaveLeague,
} from './user-leagues.service.ts';

const tags = ['champs'];

/** User leagues with invite links (spec 2 §7; DECISIONS "User leagues"). */
export const champsRoutes: FastifyPluginAsyncTypebox<{ db: Db; now: () => Date }> = async (
  app,
  { db, now },
) => {
  app.get(
    '/leagues/:leagueId/my-champs/',
    {
      config: signedInOnly,
      schema: {
        tags,
        summary: 'Мои лиги: общий рейтинг, пользовательские лиги и H2H турнир с местами',
        description:
          '`leagueId` — id лиги фэнтези или `active`. Действия: `delete` для создателя лиги, `leave` для ' +
          'остальных участников. Без активной лиги ответ `{league: null, champs: []}`.',
        params: MyChampsParams,
        response: { 200: MyChampsResponse },
      },
    },
    async (request) => ok(await getMyChamps(db, requireUser(request), request.params.leagueId)),
  );

  app.post(
    '/champs/create/',
    {
      config: signedInOnly,
      schema: {
        tags,
        summary: 'Создать лигу (одну на пользователя в сезоне)',
        description: 'Название 3–25 символов; создатель сразу становится участником. Ответ — созданная лига.',
        body: CreateChampBody,
        response: { 200: CreateChampResponse },
      },
    },
    async (request) => {
      const champ = await createLeague(db, requireUser(request), request.body.name, now());
      return ok({ champ }, champMessages.created);
    },
  );

  app.delete(
    '/champs/:champId/',
    {
      config: signedInOnly,
      schema: {
        tags,
        summary: 'Удалить лигу (только создатель)',
        params: ChampIdParams,
        response: { 200: ChampMessageResponse },
      },
    },
    async (request) => {
      await deleteLeague(db, requireUser(request), request.params.champId);
      return ok({}, champMessages.deleted);
    },
  );

  app.post(
    '/champs/:champId/leave/',
    {
      config: signedInOnly,
      schema: {
        tags,
        summary: 'Покинуть лигу (кроме создателя)',
        params: ChampIdParams,
        response: { 200: ChampMessageResponse },
      },
    },
    async (request) => ok({}, await leaveLeague(db, requireUser(request), request.params.champId)),
  );

  app.get(
    '/champs/:hash/invite-info/',
    {
      schema: {
        tags,
        summary: 'Лига по ссылке-приглашению',
        params: InviteHashParams,
        response: { 200: InviteInfoResponse },
      },
    },
    async (request) => ok(await getInviteInfo(db, request.user?.id ?? null, request.params.hash)),
  );

  app.post(
    '/champs/:champId/invite-accept/',
    {
      config: signedInOnly,
      schema: {
        tags,
        summary: 'Вступить в лигу по приглашению (повторный вызов ничего не меняет)',
        description: 'Тело `{hash}` — код приглашения: без него по id лиги вступить нельзя.',
        params: ChampIdParams,
        body: InviteAcceptBody,
        response: { 200: ChampMessageResponse },
      },
    },
    async (request) =>
      ok({}, await acceptInvite(db, requireUser(request), request.params.champId, request.body.hash, now())),
  );
};
