import { eq, inArray, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import {
  AdminPredictorEvent,
  AdminPredictorEventCreate,
  AdminPredictorStage,
  AdminPredictorStageCreate,
  type AdminVariantInput,
} from '@mliga/contract';
import type { Tx } from '../../../db/connect.ts';
import {
  predictorEvents,
  predictorLeagues,
  predictorStages,
  questionVariants,
  STAGE_STATUSES,
} from '../../../db/schema/index.ts';
import { conflict, ruleBroken, type FieldError } from '../../../http/errors.ts';
import {
  checkDate,
  checkImage,
  defineResource,
  exists,
  failOn,
  intKey,
  stageLeagueId,
  filter,
} from './resource.ts';
import { insertRow, searchIn, tableValues, updateRow } from './resource.sql.ts';
import { refreshStageTimes } from '../../predictor/index.ts';

/** Predictions close this long before the stage's first match (DECISIONS "Predictor"); a league may set its own. */
export const CLOSE_BEFORE_FIRST_MATCH_MS = 60 * 60 * 1000;

/** The league's closing offset (predictor_leagues.closes_before_minutes) in milliseconds. */
async function closeBeforeMs(tx: Tx, leagueId: number): Promise<number> {
  const [row] = await tx
    .select({ minutes: predictorLeagues.closesBeforeMinutes })
    .from(predictorLeagues)
    .where(eq(predictorLeagues.id, leagueId));
  return row ? row.minutes * 60_000 : CLOSE_BEFORE_FIRST_MATCH_MS;
}

/** A typed start: the stage's first and last kick-off until it has events, and its closing time. */
async function plannedTimes(tx: Tx, leagueId: number, startAt: Date) {
  return {
    startAt,
    stopAt: startAt,
    closesAt: new Date(startAt.getTime() - (await closeBeforeMs(tx, leagueId))),
  };
}

export const predictorMessages = {
  noLeague: 'Такой лиги прогнозов нет',
  noActiveLeague: 'Укажите лигу: активная лига прогнозов не выбрана',
  tourTaken: 'Такой тур уже есть в этой лиге',
  badStatus: 'Статус тура: future, current или past',
  noStage: 'Такого тура прогнозов нет',
  badKind: 'Вид события: match (матч), question (вопрос) или winner (бонусный вопрос)',
  matchNeeded: 'Выберите матч',
  noMatch: 'Такого матча нет',
  otherSeason: 'Матч из другого сезона',
  matchTaken: 'Этот матч уже есть в туре',
  nameNeeded: 'Укажите текст вопроса',
  pointsNeeded: 'Укажите очки за верный ответ',
  noVariantsForMatch: 'У матча не бывает вариантов ответа',
  winnerTaken: 'Бонусный вопрос уже есть в этой лиге',
  foreignVariant: 'Такого варианта нет у этого вопроса',
  predictedMatch: 'На событие уже есть прогнозы: матч менять нельзя',
  predictedVariant: 'На этот вариант уже есть прогнозы: его нельзя удалить',
  stageInUse: 'На тур уже есть прогнозы: его нельзя удалить',
  eventInUse: 'На событие уже есть прогнозы: его нельзя удалить',
} as const;

async function checkStage(
  tx: Tx,
  merged: AdminPredictorStageCreate & { league_id: number },
  id: number | null,
) {
  const errors: FieldError[] = [];
  checkDate(merged.start_at, 'start_at', errors);
  if (!(STAGE_STATUSES as readonly unknown[]).includes(merged.status ?? 'future'))
    errors.push({ field: 'status', message: predictorMessages.badStatus });
  if (
    await exists(
      tx,
      sql`select 1 from predictor_stages where league_id = ${merged.league_id} and tour = ${merged.tour} and id <> ${id ?? 0}`,
    )
  )
    errors.push({ field: 'tour', message: predictorMessages.tourTaken });
  failOn(errors);
}

const StageUpdate = Type.Partial(Type.Omit(AdminPredictorStageCreate, ['league_id']));

export const predictorStagesResource = defineResource({
  name: 'predictor-stages',
  entity: 'predictor_stage',
  title: 'Туры прогнозов',
  table: predictorStages,
  key: intKey(predictorStages.id),
  item: AdminPredictorStage,
  fields: {
    league_id: predictorStages.leagueId,
    name: predictorStages.name,
    tour: predictorStages.tour,
    status: predictorStages.status,
    start_at: predictorStages.startAt,
    stop_at: predictorStages.stopAt,
    closes_at: predictorStages.closesAt,
    scored_at: predictorStages.scoredAt,
    events_count: sql<number>`(select count(*)::int from predictor_events e where e.stage_id = predictor_stages.id)`,
  },
  sort: { id: predictorStages.id, tour: predictorStages.tour, start_at: predictorStages.startAt },
  defaultSort: { field: 'tour', order: 'ASC' },
  search: searchIn(predictorStages.name),
  filters: {
    league_id: filter(Type.Integer({ minimum: 1 }), (v) => eq(predictorStages.leagueId, v)),
    status: filter(Type.String({ maxLength: 20 }), (v) => eq(predictorStages.status, v)),
  },
  notFound: 'Тур прогнозов не найден',
  create: {
    body: AdminPredictorStageCreate,
    insert: async ({ tx }, body) => {
      const leagueId = await stageLeagueId(tx, predictorLeagues, body.league_id, predictorMessages);
      await checkStage(tx, { ...body, league_id: leagueId }, null);
      return insertRow(tx, predictorStages, {
        leagueId,
        name: body.name,
        tour: body.tour,
        status: body.status ?? 'future',
        ...(await plannedTimes(tx, leagueId, new Date(body.start_at))),
      });
    },
  },
  update: {
    body: StageUpdate,
    apply: async ({ tx }, id, body, before) => {
      await checkStage(tx, { ...before, ...body }, id);
      const times =
        body.start_at === undefined ? {} : await plannedTimes(tx, before.league_id, new Date(body.start_at));
      await updateRow(tx, predictorStages, eq(predictorStages.id, id), {
        ...tableValues(body, ['name', 'tour', 'status']),
        ...times,
      });
      // Once the stage has events, their kick-offs win over a typed start.
      await refreshStageTimes(tx, [id]);
    },
  },
  remove: {
    inUse: [
      {
        message: predictorMessages.stageInUse,
        query: (id) => sql`select 1 from predictions where stage_id = ${id}`,
      },
    ],
  },
});

// ---------------------------------------------------------------- events

async function checkEvent(
  tx: Tx,
  merged: AdminPredictorEventCreate,
  id: number | null,
): Promise<Date | null> {
  const errors: FieldError[] = [];
  const [stage] = await tx
    .select({ id: predictorStages.id, leagueId: predictorStages.leagueId, startAt: predictorStages.startAt })
    .from(predictorStages)
    .where(eq(predictorStages.id, merged.stage_id));
  if (!stage) failOn([{ field: 'stage_id', message: predictorMessages.noStage }]);
  const kind = merged.kind;
  if (kind !== 'match' && kind !== 'question' && kind !== 'winner')
    failOn([{ field: 'kind', message: predictorMessages.badKind }]);
  const variants = merged.variants ?? [];
  let startsAt: Date | null = null;
  if (kind === 'match') {
    if (merged.match_id == null)
      throw ruleBroken([{ field: 'match_id', message: predictorMessages.matchNeeded }]);
    const { rows } = await tx.execute<{ starts_at: string; same_season: boolean }>(sql`
      select to_char(m.starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as starts_at,
             m.season_id = l.season_id as same_season
      from matches m, predictor_leagues l
      where m.id = ${merged.match_id} and l.id = ${stage!.leagueId}`);
    const match = rows[0];
    if (!match) errors.push({ field: 'match_id', message: predictorMessages.noMatch });
    else if (!match.same_season) errors.push({ field: 'match_id', message: predictorMessages.otherSeason });
    else startsAt = new Date(match.starts_at);
    if (
      await exists(
        tx,
        sql`select 1 from predictor_events where stage_id = ${stage!.id} and match_id = ${merged.match_id} and id <> ${id ?? 0}`,
      )
    )
      errors.push({ field: 'match_id', message: predictorMessages.matchTaken });
    if (variants.length > 0)
      errors.push({ field: 'variants', message: predictorMessages.noVariantsForMatch });
  } else {
    if (typeof merged.name !== 'string' || !merged.name.trim())
      errors.push({ field: 'name', message: predictorMessages.nameNeeded });
    if (typeof merged.points !== 'number')
      errors.push({ field: 'points', message: predictorMessages.pointsNeeded });
    checkImage(merged.image, 'image', errors);
    variants.forEach((v, i) => checkImage(v.image, `variants.${i}.image`, errors));
    startsAt = merged.starts_at ? checkDate(merged.starts_at, 'starts_at', errors) : stage!.startAt;
    if (
      kind === 'winner' &&
      (await exists(
        tx,
        sql`select 1 from predictor_events e join predictor_stages s on s.id = e.stage_id
            where s.league_id = ${stage!.leagueId} and e.kind = 'winner' and e.id <> ${id ?? 0}`,
      ))
    )
      errors.push({ field: 'kind', message: predictorMessages.winnerTaken });
  }
  failOn(errors);
  return startsAt;
}

/** Keeps the variants that are sent with an id, adds the new ones, removes the rest (unless predicted). */
async function writeVariants(tx: Tx, eventId: number, variants: AdminVariantInput[]) {
  const existing = await tx
    .select({ id: questionVariants.id })
    .from(questionVariants)
    .where(eq(questionVariants.eventId, eventId));
  const own = new Set(existing.map((v) => v.id));
  variants.forEach((v, i) => {
    if (v.id !== undefined && !own.has(v.id))
      failOn([{ field: `variants.${i}.id`, message: predictorMessages.foreignVariant }]);
  });
  const kept = new Set(variants.flatMap((v) => (v.id === undefined ? [] : [v.id])));
  const removed = [...own].filter((id) => !kept.has(id));
  if (removed.length > 0) {
    const ids = sql.join(
      removed.map((id) => sql`${id}`),
      sql`, `,
    );
    if (await exists(tx, sql`select 1 from predictions where variant_id in (${ids})`))
      throw conflict(predictorMessages.predictedVariant, 'variants');
    await tx.execute(sql`update predictor_events set correct_variant_id = null
      where id = ${eventId} and correct_variant_id in (${ids})`);
    await tx.delete(questionVariants).where(inArray(questionVariants.id, removed));
  }
  for (const [i, v] of variants.entries()) {
    const values = { name: v.name, image: v.image ?? null, sortOrder: v.sort_order ?? i + 1 };
    if (v.id === undefined) await tx.insert(questionVariants).values({ eventId, ...values });
    else await tx.update(questionVariants).set(values).where(eq(questionVariants.id, v.id));
  }
}

function eventValues(
  merged: AdminPredictorEventCreate,
  startsAt: Date | null,
): Partial<typeof predictorEvents.$inferInsert> {
  const isMatch = merged.kind === 'match';
  return {
    matchId: isMatch ? merged.match_id : null,
    name: isMatch ? null : merged.name,
    image: isMatch ? null : (merged.image ?? null),
    points: isMatch ? null : merged.points,
    ...(startsAt ? { startsAt } : {}),
    ...(merged.sort_order !== undefined ? { sortOrder: merged.sort_order } : {}),
  };
}

const EventUpdate = Type.Partial(Type.Omit(AdminPredictorEventCreate, ['stage_id', 'kind']));

/** Each event with its variants, in their order. */
async function withVariants(
  tx: Tx,
  rows: Omit<AdminPredictorEvent, 'variants'>[],
): Promise<AdminPredictorEvent[]> {
  const ids = rows.map((r) => r.id);
  const variants =
    ids.length === 0
      ? []
      : await tx
          .select({
            id: questionVariants.id,
            eventId: questionVariants.eventId,
            name: questionVariants.name,
            image: questionVariants.image,
            sortOrder: questionVariants.sortOrder,
          })
          .from(questionVariants)
          .where(inArray(questionVariants.eventId, ids))
          .orderBy(questionVariants.sortOrder, questionVariants.id);
  return rows.map((row) => ({
    ...row,
    variants: variants
      .filter((v) => v.eventId === row.id)
      .map((v) => ({ id: v.id, name: v.name, image: v.image, sort_order: v.sortOrder })),
  }));
}

export const predictorEventsResource = defineResource({
  name: 'predictor-events',
  entity: 'predictor_event',
  title: 'События туров прогнозов (матчи и вопросы)',
  table: predictorEvents,
  key: intKey(predictorEvents.id),
  item: AdminPredictorEvent,
  fields: {
    stage_id: predictorEvents.stageId,
    kind: predictorEvents.kind,
    match_id: predictorEvents.matchId,
    match_name: sql<string | null>`(select h.name || ' — ' || g.name from matches m
      join teams h on h.id = m.home_team_id join teams g on g.id = m.guest_team_id where m.id = predictor_events.match_id)`,
    name: predictorEvents.name,
    image: predictorEvents.image,
    points: predictorEvents.points,
    starts_at: predictorEvents.startsAt,
    sort_order: predictorEvents.sortOrder,
    correct_variant_id: predictorEvents.correctVariantId,
    correct_value: predictorEvents.correctValue,
    has_predictions: sql<boolean>`exists (select 1 from predictions p where p.event_id = predictor_events.id)`,
  },
  sort: {
    id: predictorEvents.id,
    sort_order: predictorEvents.sortOrder,
    starts_at: predictorEvents.startsAt,
  },
  defaultSort: { field: 'sort_order', order: 'ASC' },
  search: searchIn(predictorEvents.name),
  filters: {
    stage_id: filter(Type.Integer({ minimum: 1 }), (v) => eq(predictorEvents.stageId, v)),
    kind: filter(Type.String({ maxLength: 20 }), (v) => eq(predictorEvents.kind, v)),
  },
  present: { adds: ['variants'], apply: withVariants },
  notFound: 'Событие тура не найдено',
  create: {
    body: AdminPredictorEventCreate,
    insert: async ({ tx }, body) => {
      const startsAt = await checkEvent(tx, body, null);
      const id = await insertRow(tx, predictorEvents, {
        stageId: body.stage_id,
        kind: body.kind,
        startsAt: startsAt!,
        ...eventValues(body, startsAt),
      });
      if (body.kind !== 'match') await writeVariants(tx, id, body.variants ?? []);
      await refreshStageTimes(tx, [body.stage_id]);
      return id;
    },
  },
  update: {
    body: EventUpdate,
    apply: async ({ tx }, id, body, before) => {
      // The stored variants are not an input: only the sent ones are checked and written.
      const { variants: _stored, ...stored } = before;
      const merged = { ...stored, ...body };
      if (merged.match_id !== before.match_id && before.has_predictions)
        failOn([{ field: 'match_id', message: predictorMessages.predictedMatch }]);
      const startsAt = await checkEvent(tx, merged, id);
      await updateRow(tx, predictorEvents, eq(predictorEvents.id, id), eventValues(merged, startsAt));
      if (merged.kind !== 'match' && body.variants !== undefined) await writeVariants(tx, id, body.variants);
      await refreshStageTimes(tx, [before.stage_id]);
    },
  },
  remove: {
    inUse: [
      {
        message: predictorMessages.eventInUse,
        query: (id) => sql`select 1 from predictions where event_id = ${id}`,
      },
    ],
    apply: async ({ tx }, id, before) => {
      await tx.delete(predictorEvents).where(eq(predictorEvents.id, id));
      await refreshStageTimes(tx, [before.stage_id]);
    },
  },
});
