import type { FastifyInstance } from 'fastify';

export const validRegistration = (n: number | string) => ({
  login: `player${n}`,
  email: `player${n}@example.test`,
  phone: `+7 (900) 000-${String(n).padStart(2, '0').slice(-2)}-${String(n).padStart(2, '0').slice(-2)}`,
  password: 'secret123',
  rules_accept: 1,
  personal_data_accept: 1,
});

export async function post(
  app: FastifyInstance,
  url: string,
  payload: object,
  headers: Record<string, string> = {},
) {
  return app.inject({ method: 'POST', url, payload, headers });
}

export const bearer = (value: string) => ({ authorization: `Bearer ${value}` });
