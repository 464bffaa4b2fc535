import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminIdParams,
  AdminMatchResultResponse,
  AdminQuestionAnswerResponse,
  AdminStageScoreResponse,
  MatchResultBody,
  QuestionAnswerBody,
} from '@mliga/contract';
import type { Db } from '../../db/connect.ts';
import { requireAdmin } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { scoreStage, setMatchResult, setQuestionAnswer } from './predictor-results.service.ts';

const tags = ['admin'];

/** Results of the predictor's events and stage scoring (role admin; the back-office screens come later). */
export const adminPredictorResultsRoutes: FastifyPluginAsyncTypebox<{ db: Db; now: () => Date }> = async (
  app,
  { db, now },
) => {
  app.post(
    '/admin/matches/:id/result/',
    {
      schema: {
        tags,
        summary: 'Счёт матча (основное время); матч завершён',
        params: AdminIdParams,
        body: MatchResultBody,
        response: { 200: AdminMatchResultResponse },
      },
    },
    async (request) =>
      ok(
        await setMatchResult(db, requireAdmin(request), request.params.id, request.body),
        'Результат сохранён',
      ),
  );

  app.post(
    '/admin/predictor-events/:id/answer/',
    {
      schema: {
        tags,
        summary: 'Верный ответ на вопрос прогноза',
        params: AdminIdParams,
        body: QuestionAnswerBody,
        response: { 200: AdminQuestionAnswerResponse },
      },
    },
    async (request) =>
      ok(
        await setQuestionAnswer(db, requireAdmin(request), request.params.id, request.body),
        'Ответ сохранён',
      ),
  );

  // The issue spells this path without the trailing slash; both answer, the API's usual one is documented.
  for (const url of ['/admin/predictor-stages/:id/score/', '/admin/predictor-stages/:id/score']) {
    app.post(
      url,
      {
        schema: {
          tags,
          summary: 'Подсчёт очков тура и рейтингов (можно повторять)',
          params: AdminIdParams,
          response: { 200: AdminStageScoreResponse },
          hide: !url.endsWith('/'),
        },
      },
      async (request) =>
        ok(await scoreStage(db, requireAdmin(request), request.params.id, now()), 'Очки тура подсчитаны'),
    );
  }
};
