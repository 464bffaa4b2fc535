import { eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { AdminH2h, AdminH2hCreate } from '@mliga/contract';
import { champs } from '../../../db/schema/index.ts';
import type { FieldError } from '../../../http/errors.ts';
import { currentSeasonId } from './season.resources.ts';
import { checkImage, defineResource, failOn, inUseBy, intKey, filter } from './resource.ts';
import { insertRow, searchIn, tableValues, updateRow } from './resource.sql.ts';

export const h2hAdminMessages = {
  sizeBelowMembers: 'В турнире уже больше участников, чем этот размер',
  started: 'Турнир уже начался: размер менять нельзя',
  inUse: 'В турнире уже есть участники: его нельзя удалить',
} as const;

function checkH2h(merged: Omit<AdminH2hCreate, 'season_id'>, before: AdminH2h | null) {
  const errors: FieldError[] = [];
  checkImage(merged.image, 'image', errors);
  checkImage(merged.image_white, 'image_white', errors);
  if (before && merged.size !== before.size) {
    if (before.status !== 'recruiting') errors.push({ field: 'size', message: h2hAdminMessages.started });
    else if (merged.size < before.members_count)
      errors.push({ field: 'size', message: h2hAdminMessages.sizeBelowMembers });
  }
  failOn(errors);
}

const h2hFields = ['name', 'image', 'image_white', 'is_public', 'size'] as const;

/** H2H tournaments are champs of type 'h2h'; starting one is POST /v1/admin/h2h/{id}/start/ (issue 8). */
export const h2hResource = defineResource({
  name: 'h2h',
  entity: 'h2h',
  title: 'Турниры H2H',
  table: champs,
  key: intKey(champs.id),
  scope: sql`(${champs.game} = 'fantasy' and ${champs.type} = 'h2h')`,
  item: AdminH2h,
  fields: {
    season_id: champs.seasonId,
    name: champs.name,
    image: champs.image,
    image_white: champs.imageWhite,
    is_public: champs.isPublic,
    size: sql<number>`coalesce(${champs.size}, 0)::int`,
    status: champs.status,
    members_count: champs.membersCount,
    start_stage_id: champs.startStageId,
    created_at: champs.createdAt,
  },
  sort: { id: champs.id, name: champs.name, size: champs.size, members_count: champs.membersCount },
  defaultSort: { field: 'id', order: 'DESC' },
  search: searchIn(champs.name),
  filters: {
    season_id: filter(Type.Integer({ minimum: 1 }), (v) => eq(champs.seasonId, v)),
    status: filter(Type.String({ maxLength: 20 }), (v) => eq(champs.status, v)),
    is_public: filter(Type.Boolean(), (v) => eq(champs.isPublic, v)),
  },
  notFound: 'Турнир H2H не найден',
  create: {
    body: AdminH2hCreate,
    insert: async ({ tx }, body) => {
      const seasonId = await currentSeasonId(tx, body.season_id);
      checkH2h(body, null);
      return insertRow(tx, champs, {
        ...tableValues(body, h2hFields),
        seasonId,
        game: 'fantasy',
        type: 'h2h',
        status: 'recruiting',
      });
    },
  },
  update: {
    body: Type.Partial(Type.Omit(AdminH2hCreate, ['season_id'])),
    apply: async ({ tx }, id, body, before) => {
      checkH2h({ ...before, ...body }, before);
      await updateRow(tx, champs, eq(champs.id, id), tableValues(body, h2hFields));
    },
  },
  remove: {
    inUse: inUseBy(
      h2hAdminMessages.inUse,
      (id) => sql`select 1 from champ_members where champ_id = ${id}`,
      (id) => sql`select 1 from champs where id = ${id} and status <> 'recruiting'`,
    ),
  },
});
