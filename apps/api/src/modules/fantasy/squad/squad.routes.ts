import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  FantasyStageParams,
  MySquadResponse,
  RandomSquadQuery,
  RandomSquadResponse,
  SaveSquadBody,
  SaveSquadResponse,
  StageMatchesResponse,
} from '@mliga/contract';
import { requireUser, signedInOnly } from '../../../http/auth.ts';
import { ok } from '../../../http/envelope.ts';
import { fantasyMessages } from '../fantasy.messages.ts';
import type { FantasyRoutesOptions } from '../routes-options.ts';
import { getRandomSquad } from './random-squad.service.ts';
import { saveMySquad } from './squad-save.service.ts';
import { getMySquad, getStageMatches } from './squad.service.ts';

const tags = ['fantasy'];

export const fantasySquadRoutes: FastifyPluginAsyncTypebox<FantasyRoutesOptions> = async (
  app,
  { db, now },
) => {
  app.get(
    '/stages/:stageId/my-squad/',
    {
      config: signedInOnly,
      schema: {
        tags,
        summary: 'Состав пользователя на тур (несохранённый тур — состав прошлого тура)',
        params: FantasyStageParams,
        response: { 200: MySquadResponse },
      },
    },
    async (request) => ok(await getMySquad(db, requireUser(request), request.params.stageId, now())),
  );

  app.post(
    '/stages/:stageId/my-squad/',
    {
      config: signedInOnly,
      schema: {
        tags,
        summary: 'Сохранение состава на тур: 15 игроков по схеме, капитан, лимиты тура',
        description:
          'Состав тура становится ровно таким. Нарушение правил — 422 со всеми сообщениями; ' +
          'новичок состава из клуба без матча в этом туре — «Команда игрока пропускает тур»; ' +
          'после update_closing_at — «Изменение состава на этот тур закрыто».',
        params: FantasyStageParams,
        body: SaveSquadBody,
        response: { 200: SaveSquadResponse },
      },
    },
    async (request) => {
      const saved = await saveMySquad(db, requireUser(request), request.params.stageId, request.body, now());
      return ok(saved, fantasyMessages.saved);
    },
  );

  app.get(
    '/stages/:stageId/random-squad/',
    {
      config: signedInOnly,
      schema: {
        tags,
        summary: 'Случайный состав в пределах всех лимитов (не сохраняется)',
        params: FantasyStageParams,
        querystring: RandomSquadQuery,
        response: { 200: RandomSquadResponse },
      },
    },
    async (request) =>
      ok(await getRandomSquad(db, requireUser(request), request.params.stageId, request.query.scheme, now())),
  );

  app.get(
    '/stages/:stageId/matches/',
    {
      schema: {
        tags,
        summary: 'Матчи тура',
        params: FantasyStageParams,
        response: { 200: StageMatchesResponse },
      },
    },
    async (request) => ok(await getStageMatches(db, request.params.stageId)),
  );
};
