import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminIdParams,
  AdminMatchCentreResponse,
  MatchEventBody,
  MatchEventParams,
  MatchEventPatch,
  MatchLineupBody,
  MatchStateBody,
} from '@mliga/contract';
import type { Db } from '../../db/connect.ts';
import { requireAdmin } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import {
  addMatchEvent,
  correctMatchEvent,
  getMatchCentre,
  matchCentreMessages,
  removeMatchEvent,
  setMatchLineup,
  setMatchState,
} from './match-centre.service.ts';

const tags = ['admin'];
const response = { 200: AdminMatchCentreResponse };

/** The match centre (issue 22 §1): each call answers the match as the centre shows it. */
export const adminMatchCentreRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/admin/matches/:id/centre/',
    { schema: { tags, summary: 'Матч-центр: составы, события, статус', params: AdminIdParams, response } },
    async (request) => {
      requireAdmin(request);
      return ok(await getMatchCentre(db, request.params.id));
    },
  );

  app.put(
    '/admin/matches/:id/lineup/',
    {
      schema: { tags, summary: 'Составы матча', params: AdminIdParams, body: MatchLineupBody, response },
    },
    async (request) =>
      ok(
        await setMatchLineup(db, requireAdmin(request), request.params.id, request.body),
        matchCentreMessages.lineupSaved,
      ),
  );

  app.post(
    '/admin/matches/:id/events/',
    { schema: { tags, summary: 'Событие матча', params: AdminIdParams, body: MatchEventBody, response } },
    async (request) =>
      ok(
        await addMatchEvent(db, requireAdmin(request), request.params.id, request.body),
        matchCentreMessages.saved,
      ),
  );

  app.patch(
    '/admin/matches/:id/events/:eventId/',
    {
      schema: {
        tags,
        summary: 'Исправление события',
        params: MatchEventParams,
        body: MatchEventPatch,
        response,
      },
    },
    async (request) =>
      ok(
        await correctMatchEvent(
          db,
          requireAdmin(request),
          request.params.id,
          request.params.eventId,
          request.body,
        ),
        matchCentreMessages.saved,
      ),
  );

  app.delete(
    '/admin/matches/:id/events/:eventId/',
    { schema: { tags, summary: 'Удаление события', params: MatchEventParams, response } },
    async (request) =>
      ok(
        await removeMatchEvent(db, requireAdmin(request), request.params.id, request.params.eventId),
        matchCentreMessages.removed,
      ),
  );

  app.post(
    '/admin/matches/:id/state/',
    {
      schema: {
        tags,
        summary: 'Начало, перерыв, конец матча',
        params: AdminIdParams,
        body: MatchStateBody,
        response,
      },
    },
    async (request) =>
      ok(
        await setMatchState(db, requireAdmin(request), request.params.id, request.body),
        matchCentreMessages.stateSaved,
      ),
  );
};
