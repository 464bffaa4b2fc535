import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreateChampBody,
  CreatePredictorLeagueResponse,
  MyPredictorLeaguesResponse,
  RatingLeagueParams,
} from '@mliga/contract';
import type { Db } from '../../db/connect.ts';
import { requireUser, signedInOnly } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { champMessages } from './champs.messages.ts';
import { createPredictorLeague, getMyPredictorLeagues } from './predictor-leagues.service.ts';

const tags = ['champs'];

/** Issue 23 §1: the user's private predictor leagues; delete, leave and invites are the champs routes. */
export const predictorLeaguesRoutes: FastifyPluginAsyncTypebox<{ db: Db; now: () => Date }> = async (
  app,
  { db, now },
) => {
  app.get(
    '/predictors/:id/leagues/',
    {
      config: signedInOnly,
      schema: {
        tags,
        summary: 'Мои лиги прогнозов: частные лиги пользователя с местами',
        description:
          '`id` — id лиги прогнозов. Действия: `delete` для создателя (`DELETE /champs/{id}/`), `leave` для ' +
          'остальных (`POST /champs/{id}/leave/`). Рейтинг лиги — `/predictors/{id}/rating/{champId}/`, ' +
          'только для участников.',
        params: RatingLeagueParams,
        response: { 200: MyPredictorLeaguesResponse },
      },
    },
    async (request) => ok(await getMyPredictorLeagues(db, requireUser(request), request.params.id)),
  );

  app.post(
    '/predictors/:id/leagues/',
    {
      config: signedInOnly,
      schema: {
        tags,
        summary: 'Создать частную лигу прогнозов (до 5 за сезон)',
        description:
          'Название 3–25 символов; создатель сразу становится участником. В лиге до 300 участников; ' +
          'вступают по ссылке-приглашению (`POST /champs/{id}/invite-accept/`).',
        params: RatingLeagueParams,
        body: CreateChampBody,
        response: { 200: CreatePredictorLeagueResponse },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const league = await createPredictorLeague(db, user, request.params.id, request.body.name, now());
      return ok({ league }, champMessages.created);
    },
  );
};
