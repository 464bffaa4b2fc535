import type { PredictionItem, PredictionResult, StagePredictions } from '@mliga/contract';

/** Answers of the predictor API shaped like the demo season's tour 6 (open) and tour 5 (closed, scored). */

const team = (id: number, name: string) => ({ id, name, logo: `/demo/logos/team-${id}.svg` });

export function result(patch: Partial<PredictionResult> = {}): PredictionResult {
  return {
    home_team_score: null,
    guest_team_score: null,
    variant_id: null,
    variant_value: null,
    points: null,
    is_x2: false,
    is_x2_confirmed: false,
    date: '20.11.2026 04:28',
    ...patch,
  };
}

export function matchItem(
  id: number,
  home: string,
  guest: string,
  options: { closed?: boolean; result?: PredictionResult | null; score?: [number, number] } = {},
): PredictionItem {
  return {
    event: {
      id,
      datetime: '24.11.2026 14:00',
      match: {
        id: id + 100,
        team1: team(id * 2, home),
        team2: team(id * 2 + 1, guest),
        date: { short: '24.11', full: '24.11.2026' },
        time: '14:00',
        score1: options.score?.[0] ?? null,
        score2: options.score?.[1] ?? null,
        live: null,
        stats: options.closed
          ? [
              { home_team_score: 1, guest_team_score: 1, percent: 13.8 },
              { home_team_score: 2, guest_team_score: 1, percent: 10.3 },
            ]
          : [],
        outcomes: options.closed ? { home: 48.5, draw: 27.2, away: 24.3 } : null,
      },
      question: null,
    },
    prediction: { is_closed: options.closed ?? false, result: options.result ?? null },
  };
}

export function variantQuestion(id: number, options: { closed?: boolean } = {}): PredictionItem {
  return {
    event: {
      id,
      datetime: '24.11.2026 14:00',
      match: null,
      question: {
        id,
        name: 'Кто забьёт больше голов в туре?',
        image: '/demo/questions/duel.svg',
        points: 3,
        variants: [
          { id: 31, name: 'Уральский Кит', image: null },
          { id: 32, name: 'Гранитный Щит', image: null },
          { id: 33, name: 'Поровну', image: null },
        ],
        stats: [],
        numbers: null,
        correct_variant: null,
      },
    },
    prediction: { is_closed: options.closed ?? false, result: null },
  };
}

export function numericQuestion(id: number): PredictionItem {
  return {
    event: {
      id,
      datetime: '24.11.2026 14:00',
      match: null,
      question: {
        id,
        name: 'Сколько жёлтых карточек покажут в туре?',
        image: null,
        points: 5,
        variants: null,
        stats: [],
        numbers: null,
        correct_variant: null,
      },
    },
    prediction: { is_closed: false, result: null },
  };
}

/** An open stage: two matches (one predicted), a variant question and a numeric one. */
export function openStage(): StagePredictions {
  return {
    predictions: [
      matchItem(41, 'Уральский Кит', 'Волжские Пираты', {
        result: result({ home_team_score: 1, guest_team_score: 3 }),
      }),
      matchItem(42, 'Гранитный Щит', 'Южный Экспресс'),
      variantQuestion(47),
      numericQuestion(48),
    ],
    x2_status: 'not_set',
  };
}
