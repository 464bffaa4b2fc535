import type { FantasyRules } from '@mliga/contract';
import { FANTASY_EVENT_NAMES, FANTASY_EVENTS, FIELD_POSITIONS, type FantasyEvent } from '@mliga/domain';
import type { Db } from '../../../db/connect.ts';
import { findScoringTable } from './scoring-table.queries.ts';
import { presentFieldPosition } from '../players/player-cards.ts';

/** How each event counts, under its name on the rules page. */
const EVENT_DESCRIPTIONS: Record<FantasyEvent, string> = {
  appearance_lt60: 'от 1 до 59 минут на поле',
  appearance_60: 'от 60 минут на поле',
  goal: 'за каждый забитый мяч',
  assist: 'за каждую голевую передачу',
  clean_sheet: 'команда не пропустила, пока игрок был на поле не меньше 60 минут',
  saves_3: 'за каждые 3 сейва в матче',
  penalty_saved: 'за каждый отражённый пенальти',
  penalty_missed: 'за каждый незабитый пенальти',
  goals_conceded_2: 'за каждые 2 мяча, пропущенных при игроке на поле',
  yellow_card: 'за каждую жёлтую карточку',
  red_card: 'за красную карточку',
  own_goal: 'за каждый автогол',
  bonus: 'за каждое бонусное очко: от 1 до 3 лучшим игрокам матча',
};

/**
 * GET /leagues/rules/: the stored scoring table, event by event in the
 * scoring order, with the points for each field position. Events or positions
 * the table lacks show the defaults the scoring job would use.
 */
export async function getFantasyRules(db: Db): Promise<FantasyRules> {
  const table = await findScoringTable(db);
  return {
    events: FANTASY_EVENTS.map((event) => ({
      event: { code: event, name: FANTASY_EVENT_NAMES[event], description: EVENT_DESCRIPTIONS[event] },
      points: FIELD_POSITIONS.map((position) => ({
        amplua: presentFieldPosition(position),
        value: table[event][position - 1]!,
      })),
    })),
  };
}
