import { eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { AdminPage, AdminPageCreate, AdminPageUpdate, AdminVideo, AdminVideoCreate } from '@mliga/contract';
import type { Tx } from '../../../db/connect.ts';
import { matchVideos, sitePages, VIDEO_KINDS } from '../../../db/schema/index.ts';
import { conflict, type FieldError } from '../../../http/errors.ts';
import { checkDate, checkUrl, defineResource, exists, failOn, intKey, filter } from './resource.ts';
import { insertRow, searchIn, tableValues, updateRow } from './resource.sql.ts';

export const siteAdminMessages = {
  badSlug: 'Адрес страницы: латинские буквы в нижнем регистре, цифры и дефис, до 64 символов',
  slugTaken: 'Страница с таким адресом уже есть',
  footerPage: 'Эта страница открывается из подвала сайта: её можно изменить, но не удалить',
  noMatch: 'Такого матча нет',
  badKind: 'Вид видео: review (обзор), highlights (лучшие моменты) или interview (интервью)',
  urlNeeded: 'Укажите ссылку на видео',
} as const;

/** The footer links these two; the public renderer shows any page as plain text (never HTML). */
const FOOTER_PAGES = ['agreement', 'confidential'];

/** Text pages of the site; the id is the page's address (slug). */
export const pagesResource = defineResource({
  name: 'pages',
  entity: 'page',
  title: 'Страницы сайта',
  table: sitePages,
  key: {
    schema: Type.String({ minLength: 1, maxLength: 64 }),
    select: sitePages.slug,
    where: (id: string) => eq(sitePages.slug, id),
  },
  item: AdminPage,
  fields: {
    slug: sitePages.slug,
    title: sitePages.title,
    body: sitePages.body,
    updated_at: sitePages.updatedAt,
  },
  sort: { id: sitePages.slug, slug: sitePages.slug, title: sitePages.title, updated_at: sitePages.updatedAt },
  defaultSort: { field: 'slug', order: 'ASC' },
  search: searchIn(sitePages.title, sitePages.slug),
  notFound: 'Страница не найдена',
  create: {
    body: AdminPageCreate,
    insert: async ({ tx }, body) => {
      if (!/^[a-z0-9][a-z0-9-]{0,63}$/.test(body.slug))
        failOn([{ field: 'slug', message: siteAdminMessages.badSlug }]);
      if (await exists(tx, sql`select 1 from site_pages where slug = ${body.slug}`))
        throw conflict(siteAdminMessages.slugTaken, 'slug');
      await tx.insert(sitePages).values({ slug: body.slug, title: body.title, body: body.body });
      return body.slug;
    },
  },
  update: {
    body: AdminPageUpdate,
    apply: async ({ tx, now }, id, body) => {
      await updateRow(tx, sitePages, eq(sitePages.slug, id), tableValues(body, ['title', 'body']), {
        updatedAt: now,
      });
    },
  },
  remove: {
    inUse: [
      {
        message: siteAdminMessages.footerPage,
        query: (id) =>
          sql`select 1 where ${id} in (${sql.join(
            FOOTER_PAGES.map((p) => sql`${p}`),
            sql`, `,
          )})`,
      },
    ],
  },
});

async function checkVideo(tx: Tx, merged: AdminVideoCreate) {
  const errors: FieldError[] = [];
  if (!(await exists(tx, sql`select 1 from matches where id = ${merged.match_id}`)))
    errors.push({ field: 'match_id', message: siteAdminMessages.noMatch });
  if (!(VIDEO_KINDS as readonly unknown[]).includes(merged.kind ?? 'review'))
    errors.push({ field: 'kind', message: siteAdminMessages.badKind });
  if (!merged.url) errors.push({ field: 'url', message: siteAdminMessages.urlNeeded });
  checkUrl(merged.url, 'url', errors);
  if (merged.published_at !== undefined) checkDate(merged.published_at, 'published_at', errors);
  failOn(errors);
}

const videoFields = ['match_id', 'kind', 'title', 'url', 'position', 'published_at'] as const;

export const videosResource = defineResource({
  name: 'videos',
  entity: 'video',
  title: 'Видео матчей',
  table: matchVideos,
  key: intKey(matchVideos.id),
  item: AdminVideo,
  fields: {
    match_id: matchVideos.matchId,
    match_name: sql<string>`(select h.name || ' — ' || g.name from matches m
      join teams h on h.id = m.home_team_id join teams g on g.id = m.guest_team_id where m.id = match_videos.match_id)`,
    tour: sql<number>`(select m.tour::int from matches m where m.id = match_videos.match_id)`,
    kind: matchVideos.kind,
    title: matchVideos.title,
    url: matchVideos.url,
    position: matchVideos.position,
    published_at: matchVideos.publishedAt,
  },
  sort: { id: matchVideos.id, published_at: matchVideos.publishedAt, match_id: matchVideos.matchId },
  defaultSort: { field: 'published_at', order: 'DESC' },
  search: searchIn(matchVideos.title),
  filters: {
    match_id: filter(Type.Integer({ minimum: 1 }), (v) => eq(matchVideos.matchId, v)),
    kind: filter(Type.String({ maxLength: 20 }), (v) => eq(matchVideos.kind, v)),
  },
  notFound: 'Видео не найдено',
  create: {
    body: AdminVideoCreate,
    insert: async ({ tx }, body) => {
      await checkVideo(tx, body);
      return insertRow(tx, matchVideos, tableValues(body, videoFields, ['published_at']));
    },
  },
  update: {
    body: Type.Partial(AdminVideoCreate),
    apply: async ({ tx }, id, body, before) => {
      await checkVideo(tx, { ...before, ...body });
      await updateRow(
        tx,
        matchVideos,
        eq(matchVideos.id, id),
        tableValues(body, videoFields, ['published_at']),
      );
    },
  },
  remove: {},
});
