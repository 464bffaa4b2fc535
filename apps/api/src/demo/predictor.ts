import type * as schema from '../db/schema/index.ts';
import { CURRENT_TOUR, matchesOfTour, tourStatus, TOURS, type DemoMatch } from './fixtures.ts';
import type { Rng } from './random.ts';
import type { PlayedMatch } from './stats.ts';
import { DEMO_TEAMS, findTeam, teamLogo } from './teams.ts';
import type { DemoUser } from './users.ts';

export const PREDICTOR_LEAGUE_ID = 5;
type Stage = typeof schema.predictorStages.$inferInsert;
type Event = typeof schema.predictorEvents.$inferInsert;
type Variant = typeof schema.questionVariants.$inferInsert;
type Prediction = typeof schema.predictions.$inferInsert;

const MINUTE = 60_000;
const DAY = 86_400_000;
const Q = '/demo/questions';

export type PredictorPlan = {
  league: typeof schema.predictorLeagues.$inferInsert;
  stages: Stage[];
  events: Event[];
  variants: Variant[];
  predictions: Prediction[];
};

/** What happened in a played tour: the answers to its questions. */
type TourFacts = { goals: number; yellows: number; reds: number; goalsByTeam: Map<number, number> };

function tourFacts(tourMatches: DemoMatch[], played: Map<number, PlayedMatch>): TourFacts | null {
  const facts: TourFacts = { goals: 0, yellows: 0, reds: 0, goalsByTeam: new Map() };
  for (const m of tourMatches) {
    const p = played.get(m.id);
    if (!p) return null;
    facts.goals += p.homeScore + p.guestScore;
    facts.goalsByTeam.set(m.homeTeamId, p.homeScore);
    facts.goalsByTeam.set(m.guestTeamId, p.guestScore);
    for (const l of p.lines) {
      facts.yellows += l.yellowCards;
      facts.reds += l.redCards;
    }
  }
  return facts;
}

/** A guessed score: mostly 0–2 goals a side, rarely up to 5. */
const guessGoals = (rng: Rng) => rng.weighted([0, 1, 2, 3, 4, 5], (g) => [25, 35, 24, 10, 4, 2][g] as number);

export function buildPredictor(
  rng: Rng,
  opts: {
    seasonId: number;
    seasonName: string;
    now: Date;
    matches: DemoMatch[];
    played: PlayedMatch[];
    users: DemoUser[];
  },
): PredictorPlan {
  const played = new Map(opts.played.map((p) => [p.matchId, p]));
  const plan: PredictorPlan = {
    league: {
      id: PREDICTOR_LEAGUE_ID,
      seasonId: opts.seasonId,
      name: `Прогнозы: ${opts.seasonName}`,
      isActive: true,
    },
    stages: [],
    events: [],
    variants: [],
    predictions: [],
  };
  let eventId = 1;
  let variantId = 1;
  const addVariants = (event: Event, items: { name: string; image: string }[]) =>
    items.map((item, i) => {
      const variant: Variant = { id: variantId++, eventId: event.id as number, ...item, sortOrder: i + 1 };
      plan.variants.push(variant);
      return variant;
    });

  for (let tour = 1; tour <= TOURS; tour++) {
    const tourMatches = matchesOfTour(opts.matches, tour);
    const first = (tourMatches[0] as DemoMatch).startsAt;
    const last = (tourMatches[tourMatches.length - 1] as DemoMatch).startsAt;
    const stage: Stage = {
      id: tour,
      leagueId: PREDICTOR_LEAGUE_ID,
      name: `Тур ${tour}`,
      tour,
      status: tourStatus(tour),
      startAt: first,
      stopAt: last,
      closesAt: new Date(first.getTime() - 60 * MINUTE),
    };
    plan.stages.push(stage);
    const facts = tourFacts(tourMatches, played);
    const stageEvents: { event: Event; variants: Variant[] }[] = [];
    const push = (event: Omit<Event, 'id' | 'stageId'>, variants?: { name: string; image: string }[]) => {
      const full: Event = { id: eventId++, stageId: tour, ...event };
      plan.events.push(full);
      const added = variants ? addVariants(full, variants) : [];
      stageEvents.push({ event: full, variants: added });
      return { event: full, variants: added };
    };

    tourMatches.forEach((m, i) =>
      push({ kind: 'match', matchId: m.id, startsAt: m.startsAt, sortOrder: i + 1 }),
    );

    if (tour % 2 === 1) {
      const q = push(
        {
          kind: 'question',
          name: 'Будет ли удаление в туре?',
          image: `${Q}/red-card.svg`,
          points: 3,
          startsAt: first,
          sortOrder: 10,
        },
        [
          { name: 'Да', image: `${Q}/yes.svg` },
          { name: 'Нет', image: `${Q}/no.svg` },
        ],
      );
      if (facts) q.event.correctVariantId = q.variants[facts.reds > 0 ? 0 : 1]?.id;
    } else {
      const a = findTeam((tourMatches[0] as DemoMatch).homeTeamId);
      const b = findTeam((tourMatches[1] as DemoMatch).homeTeamId);
      const q = push(
        {
          kind: 'question',
          name: `Кто забьёт больше голов в туре: «${a.name}» или «${b.name}»?`,
          image: `${Q}/duel.svg`,
          points: 3,
          startsAt: first,
          sortOrder: 10,
        },
        [
          { name: a.name, image: teamLogo(a.id) },
          { name: b.name, image: teamLogo(b.id) },
          { name: 'Поровну', image: `${Q}/draw.svg` },
        ],
      );
      if (facts) {
        const ga = facts.goalsByTeam.get(a.id) ?? 0;
        const gb = facts.goalsByTeam.get(b.id) ?? 0;
        q.event.correctVariantId = q.variants[ga > gb ? 0 : ga < gb ? 1 : 2]?.id;
      }
    }
    const goalsQuestion = tour % 2 === 1;
    const numeric = push({
      kind: 'question',
      name: goalsQuestion ? 'Сколько голов будет забито в туре?' : 'Сколько жёлтых карточек покажут в туре?',
      image: goalsQuestion ? `${Q}/goals.svg` : `${Q}/yellow-card.svg`,
      points: 5,
      startsAt: first,
      sortOrder: 11,
    });
    if (facts) numeric.event.correctValue = goalsQuestion ? facts.goals : facts.yellows;

    if (tour === CURRENT_TOUR) {
      push(
        {
          kind: 'winner',
          name: 'Кто станет победителем турнира?',
          image: `${Q}/winner.svg`,
          points: 20,
          startsAt: first,
          sortOrder: 20,
        },
        DEMO_TEAMS.map((t) => ({ name: t.name, image: teamLogo(t.id) })),
      );
    }
    if (tour <= CURRENT_TOUR) predictTour(rng, plan, opts, stage, stageEvents, goalsQuestion);
  }
  return plan;
}

/** Every user who takes part in the tour predicts most of its items; partner users often put X2 on a match. */
function predictTour(
  rng: Rng,
  plan: PredictorPlan,
  opts: { now: Date; users: DemoUser[] },
  stage: Stage,
  items: { event: Event; variants: Variant[] }[],
  goalsQuestion: boolean,
): void {
  const closes = (stage.closesAt as Date).getTime();
  const current = stage.status === 'current';
  for (const user of opts.users) {
    const upper = Math.min(closes, opts.now.getTime()) - 5 * MINUTE;
    const lower = Math.max(user.createdAt.getTime() + MINUTE, upper - 6 * DAY);
    if (lower >= upper) continue;
    if (!rng.chance(current && user.login !== 'demo' ? user.activity * 0.6 : user.activity)) continue;
    const at = new Date(rng.int(lower, upper));
    const rows: Prediction[] = [];
    for (const { event, variants } of items) {
      const row: Prediction = {
        userId: user.id,
        eventId: event.id as number,
        stageId: stage.id as number,
        createdAt: at,
        updatedAt: at,
      };
      if (event.kind === 'match') {
        if (!rng.chance(0.95)) continue;
        row.homeScore = guessGoals(rng);
        row.guestScore = guessGoals(rng);
      } else if (!rng.chance(0.8)) {
        continue;
      } else if (variants.length > 0) {
        row.variantId =
          event.kind === 'winner'
            ? rng.weighted(variants, (v) => DEMO_TEAMS.find((t) => t.name === v.name)?.strength ?? 1).id
            : rng.pick(variants).id;
      } else {
        row.variantValue = Math.max(0, goalsQuestion ? rng.int(8, 22) : rng.int(3, 14));
      }
      rows.push(row);
    }
    const linked = user.winlineLinkedAt && user.winlineLinkedAt.getTime() < at.getTime();
    const matchRows = rows.filter((r) => r.homeScore != null);
    if (linked && matchRows.length > 0 && rng.chance(0.55))
      Object.assign(rng.pick(matchRows), { isX2: true, x2SetAt: at });
    plan.predictions.push(...rows);
  }
}
