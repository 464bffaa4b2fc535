import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LIVE_TOPIC, LiveQuery } from '@mliga/contract';
import { badRequest } from '../../http/errors.ts';
import type { LiveHub } from './live-hub.ts';
import { LIVE_MESSAGES } from './live.messages.ts';

const MAX_TOPICS = 10;
/** A client this far behind (a stalled connection) is dropped; it reconnects with its Last-Event-ID. */
const MAX_BUFFERED = 1024 * 1024;

function parseTopics(list: string): Set<string> {
  const topics = new Set(list.split(',').map((t) => t.trim()));
  if (topics.size > MAX_TOPICS || [...topics].some((t) => !LIVE_TOPIC.test(t)))
    throw badRequest(LIVE_MESSAGES.badTopics, 'topics');
  return topics;
}

function parseLastEventId(header: string | string[] | undefined): number | undefined {
  if (header === undefined || Array.isArray(header)) return undefined;
  if (!/^\d{1,10}$/.test(header.trim())) throw badRequest(LIVE_MESSAGES.badLastEventId, 'Last-Event-ID');
  return Number(header.trim());
}

/** GET /v1/live/: server-sent events of the topics asked for (issue 22 §2). */
export const liveRoutes: FastifyPluginAsyncTypebox<{ hub: LiveHub }> = async (app, { hub }) => {
  app.get(
    '/live/',
    {
      schema: {
        tags: ['live'],
        summary: 'Трансляция: события матчей (text/event-stream)',
        description:
          'Темы: match:{id} — матч-центр (data: весь матч, как GET /v1/matches/{id}/), matches — счёт каждого ' +
          'идущего матча. id события — позиция трансляции: переподключение с Last-Event-ID (или ?since=) ' +
          'получает всё пропущенное по порядку; тема reset — пропущенное уже удалено, прочтите страницу заново.',
        security: [],
        querystring: LiveQuery,
      },
    },
    async (request, reply) => {
      const topics = parseTopics(request.query.topics);
      const since = parseLastEventId(request.headers['last-event-id']) ?? request.query.since;
      reply.hijack();
      const res = reply.raw;
      // The headers the app's hooks set so far (security, CORS), then the stream's own.
      for (const [name, value] of Object.entries(reply.getHeaders()))
        if (value !== undefined) res.setHeader(name, value);
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
      });
      res.write('retry: 2000\n\n');
      let closed = false;
      let remove = () => {};
      res.on('close', () => {
        closed = true;
        remove();
      });
      remove = await hub.add(
        {
          topics,
          write: (frame) => {
            if (res.writableLength > MAX_BUFFERED) res.destroy();
            else res.write(frame);
          },
          // On shutdown: the browser reconnects (to another instance) with its Last-Event-ID.
          end: () => res.destroy(),
        },
        since,
      );
      if (closed) remove();
    },
  );
};
