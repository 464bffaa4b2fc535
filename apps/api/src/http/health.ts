import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Database } from '../db/connect.ts';
import { messages } from './errors.ts';

const Status = Type.Object({ status: Type.String(), database: Type.Optional(Type.String()) });

/** /healthz: the process answers. /readyz: it can also reach its database. */
export const healthRoutes: FastifyPluginAsyncTypebox<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/healthz',
    { schema: { tags: ['system'], summary: 'Процесс жив', response: { 200: Status } } },
    async () => ({ status: 'ok' }),
  );
  app.get(
    '/readyz',
    {
      schema: {
        tags: ['system'],
        summary: 'Процесс готов: база данных отвечает',
        response: { 200: Status, 503: Status },
      },
    },
    async (request, reply) => {
      try {
        await database.ping();
        return { status: 'ok', database: database.kind };
      } catch (err) {
        request.log.error({ err }, 'database is not ready');
        return reply.status(503).send({ status: messages.unavailable, database: database.kind });
      }
    },
  );
};
