import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TeamNameBody, UserResponse } from '@mliga/contract';
import { requireUser, signedInOnly } from '../../../http/auth.ts';
import { ok } from '../../../http/envelope.ts';
import type { FantasyRoutesOptions } from '../routes-options.ts';
import { setTeamName } from './team-name.service.ts';

export const teamNameRoutes: FastifyPluginAsyncTypebox<FantasyRoutesOptions> = async (app, { db }) => {
  app.post(
    '/fantasy/team-name/',
    {
      config: signedInOnly,
      schema: {
        tags: ['fantasy'],
        summary: 'Название команды фэнтези: создаёт команду в активной лиге или переименовывает её',
        description:
          '3–20 символов. Название с запрещённым словом сразу заменяется на «Команда №{id}» (статус 2), ' +
          'иначе ждёт модерации (статус 0); одобренное (1) менять нельзя. Ответ — пользователь с teamName ' +
          'и teamNameModerationStatus.',
        body: TeamNameBody,
        response: { 200: UserResponse },
      },
    },
    async (request) => {
      const { user, message } = await setTeamName(db, requireUser(request), request.body.name);
      return ok({ user }, message);
    },
  );
};
