import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import { Type } from 'typebox';
import { AdminList, AdminListQuery, AdminOne } from '@mliga/contract';
import type { Db } from '../../../db/connect.ts';
import { requireAdmin, type AuthUser } from '../../../http/auth.ts';
import { ok } from '../../../http/envelope.ts';
import { notFound, ruleBroken } from '../../../http/errors.ts';
import { translateValidation } from '../../../http/validation.ts';
import type { Id, ResourceDef } from './resource.ts';
import {
  createItem,
  deleteItem,
  getItem,
  listItems,
  updateItem,
  type ListQuery,
} from './resource.service.ts';

const tags = ['admin'];

/**
 * The admin answers a broken field with 422 and a Russian message per field, like any other
 * rule of the back office; a malformed id in the path is simply not found. Who may act is
 * checked first, so a visitor learns nothing about the shape of the input.
 */
function admit(request: FastifyRequest, def: ResourceDef): AuthUser {
  const admin = requireAdmin(request);
  const error = request.validationError as
    (Error & { validation?: FastifySchemaValidationError[]; validationContext?: string }) | undefined;
  if (error) {
    if (error.validationContext === 'params') throw notFound(def.notFound);
    throw ruleBroken(translateValidation(error.validation ?? []));
  }
  return admin;
}

/** The item routes' path: the key as its schema checked it. */
type ItemRoute = { Params: { id: Id } };

/** The five generic routes of one resource, each documented in OpenAPI under the `admin` tag. */
export function registerResource(app: FastifyInstance, db: Db, def: ResourceDef, now: () => Date): void {
  const base = `/admin/${def.name}/`;
  const one = `${base}:id/`;
  const params = Type.Object({ id: def.key.schema });
  const filters = Object.fromEntries(
    Object.entries(def.filters ?? {}).map(([name, filter]) => [name, Type.Optional(filter.schema)]),
  );
  const querystring = Type.Object({
    ...AdminListQuery.properties,
    ...filters,
    id: Type.Optional(Type.Array(def.key.schema, { maxItems: 100 })),
  });
  const item = AdminOne(def.item);
  const common = { attachValidation: true } as const;

  app.route<{ Querystring: ListQuery }>({
    ...common,
    method: 'GET',
    url: base,
    schema: {
      tags,
      summary: `${def.title}: список (page, per_page ≤ 100, sort, order, q, фильтры)`,
      querystring,
      response: { 200: AdminList(def.item) },
    },
    handler: async (request) => {
      admit(request, def);
      return ok(await listItems(db, def, request.query, now()));
    },
  });

  app.route<ItemRoute>({
    ...common,
    method: 'GET',
    url: one,
    schema: { tags, summary: `${def.title}: одна запись`, params, response: { 200: item } },
    handler: async (request) => {
      admit(request, def);
      return ok({ item: await getItem(db, def, request.params.id, now()) });
    },
  });

  if (def.create) {
    app.route({
      ...common,
      method: 'POST',
      url: base,
      schema: { tags, summary: `${def.title}: создать`, body: def.create.body, response: { 200: item } },
      handler: async (request) => {
        const admin = admit(request, def);
        return ok({ item: await createItem(db, def, admin, request.body, now()) }, 'Сохранено');
      },
    });
  }

  if (def.update) {
    app.route<ItemRoute>({
      ...common,
      method: 'PATCH',
      url: one,
      schema: {
        tags,
        summary: `${def.title}: изменить (присланные поля)`,
        params,
        body: def.update.body,
        response: { 200: item },
      },
      handler: async (request) => {
        const admin = admit(request, def);
        const body = request.body ?? {};
        return ok({ item: await updateItem(db, def, admin, request.params.id, body, now()) }, 'Сохранено');
      },
    });
  }

  if (def.remove) {
    app.route<ItemRoute>({
      ...common,
      method: 'DELETE',
      url: one,
      schema: { tags, summary: `${def.title}: удалить`, params, response: { 200: item } },
      handler: async (request) => {
        const admin = admit(request, def);
        return ok({ item: await deleteItem(db, def, admin, request.params.id, now()) }, 'Удалено');
      },
    });
  }
}
