import { and, eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import {
  AdminFantasyStage,
  AdminFantasyStageCreate,
  AdminForbiddenWord,
  AdminForbiddenWordCreate,
  AdminMediaTeam,
  AdminMediaTeamCreate,
  AdminMediaTeamUpdate,
  AdminScoringRule,
  AdminScoringRuleUpdate,
  AdminTeamName,
  AdminTeamNameUpdate,
} from '@mliga/contract';
import { FANTASY_EVENT_NAMES, FANTASY_EVENTS } from '@mliga/domain';
import type { Tx } from '../../../db/connect.ts';
import {
  fantasyLeagues,
  fantasyStages,
  fantasyTeams,
  forbiddenWords,
  scoringRules,
  STAGE_STATUSES,
} from '../../../db/schema/index.ts';
import { conflict, type FieldError } from '../../../http/errors.ts';
import { defaultScoringRulesSql } from '../../scoring/index.ts';
import { notifyUser } from '../../notifications/index.ts';
import { CLOSE_BEFORE_FIRST_MATCH_MS } from './predictor.resources.ts';
import {
  checkDate,
  checkUrl,
  defineResource,
  exists,
  failOn,
  inUseBy,
  intKey,
  stageLeagueId,
  filter,
} from './resource.ts';
import { insertRow, likeEscape, searchIn, tableValues, updateRow } from './resource.sql.ts';

export const fantasyAdminMessages = {
  noLeague: 'Такой лиги фэнтези нет',
  noActiveLeague: 'Укажите лигу: активная лига фэнтези не выбрана',
  tourTaken: 'Такой тур уже есть в этой лиге',
  badStatus: 'Статус тура: future, current или past',
  datesOrder: 'Начало тура должно быть не позже его конца',
  stageInUse: 'На тур уже есть составы или матчи H2H: его нельзя удалить',
  noTeam: 'Такой команды фэнтези нет',
  alreadyMedia: 'Эта команда уже медийная',
  wordTaken: 'Такое слово уже есть в списке',
  badWord: 'Слово — от 1 до 50 символов без пробелов по краям',
} as const;

const idFilter = Type.Integer({ minimum: 1, maximum: 2147483647 });

// ---------------------------------------------------------------- fantasy stages

type StageInLeague = AdminFantasyStageCreate & { league_id: number };

async function checkFantasyStage(tx: Tx, merged: StageInLeague, id: number | null) {
  const errors: FieldError[] = [];
  const start = checkDate(merged.start_at, 'start_at', errors);
  const stop = checkDate(merged.stop_at, 'stop_at', errors);
  checkDate(merged.update_closing_at, 'update_closing_at', errors);
  if (start && stop && start > stop)
    errors.push({ field: 'stop_at', message: fantasyAdminMessages.datesOrder });
  if (!(STAGE_STATUSES as readonly unknown[]).includes(merged.status ?? 'future'))
    errors.push({ field: 'status', message: fantasyAdminMessages.badStatus });
  if (
    await exists(
      tx,
      sql`select 1 from fantasy_stages where league_id = ${merged.league_id} and tour = ${merged.tour} and id <> ${id ?? 0}`,
    )
  )
    errors.push({ field: 'tour', message: fantasyAdminMessages.tourTaken });
  failOn(errors);
}

/** What a stage's form writes; the league is set once, on creation. */
const stageFields = [
  'name',
  'tour',
  'status',
  'start_at',
  'stop_at',
  'update_closing_at',
  'max_players_from_team_count',
  'max_players_substitutions_count',
] as const;
const stageDates = ['start_at', 'stop_at', 'update_closing_at'] as const;

export const fantasyStagesResource = defineResource({
  name: 'fantasy-stages',
  entity: 'fantasy_stage',
  title: 'Туры фэнтези',
  table: fantasyStages,
  key: intKey(fantasyStages.id),
  item: AdminFantasyStage,
  fields: {
    league_id: fantasyStages.leagueId,
    name: fantasyStages.name,
    tour: fantasyStages.tour,
    status: fantasyStages.status,
    start_at: fantasyStages.startAt,
    stop_at: fantasyStages.stopAt,
    update_closing_at: fantasyStages.updateClosingAt,
    max_players_from_team_count: fantasyStages.maxPlayersFromTeamCount,
    max_players_substitutions_count: fantasyStages.maxPlayersSubstitutionsCount,
    scored_at: fantasyStages.scoredAt,
    avg_points: sql<number | null>`${fantasyStages.avgPoints}::float8`,
    max_points: fantasyStages.maxPoints,
  },
  sort: { id: fantasyStages.id, tour: fantasyStages.tour, start_at: fantasyStages.startAt },
  defaultSort: { field: 'tour', order: 'ASC' },
  search: searchIn(fantasyStages.name),
  filters: {
    league_id: filter(idFilter, (v) => eq(fantasyStages.leagueId, v)),
    status: filter(Type.String({ maxLength: 20 }), (v) => eq(fantasyStages.status, v)),
  },
  // The same rule the game applies (fantasy stage presenter): open until closing, never once past.
  present: {
    adds: ['update_is_available'],
    apply: async (_tx, rows, now) =>
      rows.map((row) => ({
        ...row,
        update_is_available: row.status !== 'past' && now < new Date(row.update_closing_at),
      })),
  },
  notFound: 'Тур фэнтези не найден',
  create: {
    body: AdminFantasyStageCreate,
    insert: async ({ tx }, body) => {
      const leagueId = await stageLeagueId(tx, fantasyLeagues, body.league_id, fantasyAdminMessages);
      await checkFantasyStage(tx, { ...body, league_id: leagueId }, null);
      // Limits left out come from the league's defaults for new tours.
      const [league] = await tx
        .select({
          club: fantasyLeagues.defaultMaxPlayersFromTeamCount,
          substitutions: fantasyLeagues.defaultMaxPlayersSubstitutionsCount,
        })
        .from(fantasyLeagues)
        .where(eq(fantasyLeagues.id, leagueId));
      const stage = {
        ...body,
        league_id: leagueId,
        max_players_from_team_count: body.max_players_from_team_count ?? league?.club,
        max_players_substitutions_count: body.max_players_substitutions_count ?? league?.substitutions,
        update_closing_at:
          body.update_closing_at ??
          new Date(new Date(body.start_at).getTime() - CLOSE_BEFORE_FIRST_MATCH_MS).toISOString(),
      };
      return insertRow(tx, fantasyStages, tableValues(stage, ['league_id', ...stageFields], stageDates));
    },
  },
  update: {
    body: Type.Partial(Type.Omit(AdminFantasyStageCreate, ['league_id'])),
    apply: async ({ tx }, id, body, before) => {
      await checkFantasyStage(tx, { ...before, ...body }, id);
      await updateRow(
        tx,
        fantasyStages,
        eq(fantasyStages.id, id),
        tableValues(body, stageFields, stageDates),
      );
    },
  },
  remove: {
    inUse: inUseBy(
      fantasyAdminMessages.stageInUse,
      (id) => sql`select 1 from squads where stage_id = ${id}`,
      (id) => sql`select 1 from h2h_matches where stage_id = ${id}`,
      (id) => sql`select 1 from champs where start_stage_id = ${id}`,
    ),
  },
});

// ---------------------------------------------------------------- scoring rules

const eventName = sql`case ${scoringRules.event} ${sql.join(
  FANTASY_EVENTS.map((e) => sql`when ${e} then ${FANTASY_EVENT_NAMES[e]}`),
  sql` `,
)} else ${scoringRules.event} end`;

const scoringRuleKey = {
  schema: Type.String({ maxLength: 40, pattern: '^[a-z0-9_]+:[1-4]$' }),
  select: sql<string>`${scoringRules.event} || ':' || ${scoringRules.fieldPosition}`,
  where: (id: string) => {
    const [event, position] = id.split(':');
    return and(eq(scoringRules.event, event!), eq(scoringRules.fieldPosition, Number(position)))!;
  },
};

/** The grid (event × position) is fixed; only its points are edited. Id: "goal:2". */
export const scoringRulesResource = defineResource({
  name: 'scoring-rules',
  entity: 'scoring_rule',
  title: 'Таблица очков фэнтези',
  table: scoringRules,
  key: scoringRuleKey,
  item: AdminScoringRule,
  fields: {
    event: scoringRules.event,
    event_name: sql<string>`(${eventName})`,
    field_position: scoringRules.fieldPosition,
    points: scoringRules.points,
  },
  sort: {
    event: scoringRules.event,
    field_position: scoringRules.fieldPosition,
    points: scoringRules.points,
  },
  defaultSort: { field: 'event', order: 'ASC' },
  filters: {
    event: filter(Type.String({ maxLength: 40 }), (v) => eq(scoringRules.event, v)),
    field_position: filter(Type.Integer({ minimum: 1, maximum: 4 }), (v) =>
      eq(scoringRules.fieldPosition, v),
    ),
  },
  // A league that was never scored has no rows yet: the FPL defaults appear (and stay) on first look.
  prepare: async (db) => void (await db.execute(defaultScoringRulesSql())),
  notFound: 'Такого правила нет',
  update: {
    body: AdminScoringRuleUpdate,
    apply: async ({ tx }, id, body) => {
      await tx.update(scoringRules).set({ points: body.points }).where(scoringRuleKey.where(id));
    },
  },
});

// ---------------------------------------------------------------- media teams and team names

const userLogin = sql<string>`(select u.login from users u where u.id = fantasy_teams.user_id)`;

export const mediaTeamsResource = defineResource({
  name: 'media-teams',
  entity: 'media_team',
  title: 'Медийные команды фэнтези',
  table: fantasyTeams,
  key: intKey(fantasyTeams.id),
  scope: sql`${fantasyTeams.isMedia}`,
  item: AdminMediaTeam,
  fields: {
    name: fantasyTeams.name,
    user_id: fantasyTeams.userId,
    user_login: userLogin,
    league_id: fantasyTeams.leagueId,
    media_name: fantasyTeams.mediaName,
    media_url: fantasyTeams.mediaUrl,
  },
  sort: { id: fantasyTeams.id, name: fantasyTeams.name, media_name: fantasyTeams.mediaName },
  defaultSort: { field: 'id', order: 'ASC' },
  search: searchIn(fantasyTeams.mediaName, fantasyTeams.name),
  filters: { league_id: filter(idFilter, (v) => eq(fantasyTeams.leagueId, v)) },
  notFound: 'Медийная команда не найдена',
  create: {
    body: AdminMediaTeamCreate,
    insert: async ({ tx }, body) => {
      const id = body.fantasy_team_id;
      const errors: FieldError[] = [];
      checkUrl(body.media_url, 'media_url', errors);
      const [team] = await tx
        .select({ isMedia: fantasyTeams.isMedia })
        .from(fantasyTeams)
        .where(eq(fantasyTeams.id, id))
        .for('update');
      if (!team) errors.push({ field: 'fantasy_team_id', message: fantasyAdminMessages.noTeam });
      failOn(errors);
      if (team!.isMedia) throw conflict(fantasyAdminMessages.alreadyMedia, 'fantasy_team_id');
      await tx
        .update(fantasyTeams)
        .set({
          isMedia: true,
          mediaName: body.media_name,
          mediaUrl: body.media_url || null,
        })
        .where(eq(fantasyTeams.id, id));
      return id;
    },
  },
  update: {
    body: AdminMediaTeamUpdate,
    apply: async ({ tx }, id, body) => {
      const errors: FieldError[] = [];
      checkUrl(body.media_url, 'media_url', errors);
      failOn(errors);
      await updateRow(
        tx,
        fantasyTeams,
        eq(fantasyTeams.id, id),
        tableValues(body, ['media_name', 'media_url']),
      );
    },
  },
  remove: {
    // The team stays; it only stops being a media team.
    apply: async ({ tx }, id) => {
      await tx
        .update(fantasyTeams)
        .set({ isMedia: false, mediaName: null, mediaUrl: null })
        .where(eq(fantasyTeams.id, id));
    },
  },
});

/** The moderation queue: approve (1) keeps the name for good; reject (2) names the team 'Команда №{id}'. */
export const teamNamesResource = defineResource({
  name: 'team-names',
  entity: 'team_name',
  title: 'Названия команд фэнтези (модерация)',
  table: fantasyTeams,
  key: intKey(fantasyTeams.id),
  item: AdminTeamName,
  fields: {
    name: fantasyTeams.name,
    user_id: fantasyTeams.userId,
    user_login: userLogin,
    league_id: fantasyTeams.leagueId,
    moderation_status: fantasyTeams.moderationStatus,
    created_at: fantasyTeams.createdAt,
  },
  sort: { id: fantasyTeams.id, name: fantasyTeams.name },
  defaultSort: { field: 'id', order: 'ASC' },
  search: (q) => sql`lower(${fantasyTeams.name}) like ${`${likeEscape(q.toLowerCase())}%`}`,
  filters: {
    moderation_status: filter(Type.Integer({ minimum: 0, maximum: 2 }), (v) =>
      eq(fantasyTeams.moderationStatus, v),
    ),
    league_id: filter(idFilter, (v) => eq(fantasyTeams.leagueId, v)),
  },
  countLimit: 10_000,
  notFound: 'Команда фэнтези не найдена',
  update: {
    body: AdminTeamNameUpdate,
    apply: async ({ tx, now }, id, body, before) => {
      const rejected = body.moderation_status === 2;
      const replaced = `Команда №${id}`;
      await tx
        .update(fantasyTeams)
        .set({ moderationStatus: body.moderation_status, ...(rejected ? { name: replaced } : {}) })
        .where(eq(fantasyTeams.id, id));
      // Issue 24: the owner hears of a decision (approved or rejected), once per name and decision.
      if (body.moderation_status !== 0 && body.moderation_status !== before.moderation_status)
        await notifyUser(
          tx,
          before.user_id,
          {
            kind: 'team_name',
            payload: {
              team_id: id,
              approved: !rejected,
              name: before.name,
              replaced: rejected ? replaced : before.name,
            },
            dedupeKey: `team_name:${id}:${body.moderation_status}:${before.name}`,
          },
          now,
        );
    },
  },
});

// ---------------------------------------------------------------- forbidden words

export const forbiddenWordsResource = defineResource({
  name: 'forbidden-words',
  entity: 'forbidden_word',
  title: 'Запрещённые слова в названиях команд',
  table: forbiddenWords,
  key: {
    schema: Type.String({ minLength: 1, maxLength: 50 }),
    select: forbiddenWords.word,
    where: (id: string) => eq(forbiddenWords.word, id),
  },
  item: AdminForbiddenWord,
  fields: { word: forbiddenWords.word },
  sort: { word: forbiddenWords.word },
  defaultSort: { field: 'word', order: 'ASC' },
  search: searchIn(forbiddenWords.word),
  notFound: 'Такого слова нет в списке',
  create: {
    body: AdminForbiddenWordCreate,
    insert: async ({ tx }, body) => {
      // Matching ignores case, so the list keeps one lower-case spelling.
      const word = body.word.trim().toLowerCase();
      if (!word || word.length > 50) failOn([{ field: 'word', message: fantasyAdminMessages.badWord }]);
      if (await exists(tx, sql`select 1 from forbidden_words where word = ${word}`))
        throw conflict(fantasyAdminMessages.wordTaken, 'word');
      await tx.insert(forbiddenWords).values({ word });
      return word;
    },
  },
  remove: {},
});
