import { describe, expect, it } from 'vitest';
import {
  addButtonBlock,
  addPlayer,
  addRefusal,
  changeFormation,
  removePlayer,
  setCaptain,
  swapWithBench,
  type SquadChange,
} from './squad-rules.ts';
import { squadMessages } from './squad-messages.ts';
import { emptySquad, squadCost, type Squad } from './squad-state.ts';
import { fullSquad, idsOf, limits, player } from './squad-test-fixtures.ts';

const accepted = (change: SquadChange) => {
  if (!change.ok) throw new Error(`refused: ${change.error}`);
  return change;
};
const refusal = (change: SquadChange) => (change.ok ? null : change.error);
const without = (squad: Squad, id: number): Squad => ({
  ...squad,
  entries: squad.entries.filter((e) => e.player.id !== id),
});

describe('adding a player', () => {
  it('puts him on the starting line while it has room, then on his bench slot, then refuses', () => {
    let squad = emptySquad('4-4-2');
    for (const id of [1, 2])
      squad = accepted(addPlayer({ squad, player: player(id, 1), limits: limits() })).squad;
    expect(squad.entries.map((e) => e.starter)).toEqual([true, false]);
    expect(refusal(addPlayer({ squad, player: player(3, 1), limits: limits() }))).toBe(
      'Достигнуто максимальное количество игроков амплуа ВР с учётом схемы 4-4-2 и замен',
    );
  });

  it('names the position and formation in the full-position message', () => {
    let squad = emptySquad('3-4-3');
    for (const id of [1, 2, 3, 4])
      squad = accepted(addPlayer({ squad, player: player(id, 2), limits: limits() })).squad;
    expect(refusal(addPlayer({ squad, player: player(5, 2), limits: limits() }))).toBe(
      'Достигнуто максимальное количество игроков амплуа ЗЩ с учётом схемы 3-4-3 и замен',
    );
    expect(squadMessages.positionFull(3, '5-2-3')).toContain('амплуа ПЗ с учётом схемы 5-2-3');
    expect(squadMessages.positionFull(4, '4-5-1')).toContain('амплуа НП с учётом схемы 4-5-1');
  });

  it('refuses a sixteenth player', () => {
    const squad = { ...fullSquad(), formation: '4-4-2' as const };
    expect(refusal(addPlayer({ squad, player: player(99, 4), limits: limits() }))).toBe(
      'Не более 15 игроков в составе',
    );
  });

  it('refuses a disqualified player', () => {
    expect(
      refusal(
        addPlayer({
          squad: emptySquad('4-4-2'),
          player: player(1, 3, { status: 'disqualified' }),
          limits: limits(),
        }),
      ),
    ).toBe('У игрока активная дисквалификация');
  });

  it('refuses a player the budget cannot pay for, and accepts one that spends it exactly', () => {
    const squad = without(fullSquad(), 15); // 14 × 6 = 84 coins
    expect(refusal(addPlayer({ squad, player: player(40, 4, { price: 16.5 }), limits: limits() }))).toBe(
      'Превышен баланс состава',
    );
    const exact = accepted(addPlayer({ squad, player: player(40, 4, { price: 16 }), limits: limits() }));
    expect(squadCost(exact.squad.entries)).toBe(100);
    expect(
      refusal(addPlayer({ squad, player: player(40, 4, { price: 6.5 }), limits: limits({ budget: 90 }) })),
    ).toBe('Превышен баланс состава');
  });

  it('refuses a player from a club at its limit, naming the limit of the stage', () => {
    let squad = emptySquad('4-4-2');
    for (const id of [1, 2]) {
      squad = accepted(
        addPlayer({ squad, player: player(id, 2, { teamId: 7 }), limits: limits({ maxPlayersFromTeam: 2 }) }),
      ).squad;
    }
    expect(
      refusal(
        addPlayer({ squad, player: player(3, 3, { teamId: 7 }), limits: limits({ maxPlayersFromTeam: 2 }) }),
      ),
    ).toBe('Не более 2 игроков из одного клуба в составе');
    expect(squadMessages.clubLimit(3)).toBe('Не более 3 игроков из одного клуба в составе');
  });

  it('refuses a newcomer beyond the substitution limit but takes back a player of the previous squad', () => {
    const previous = fullSquad();
    const rules = limits({ previousPlayerIds: idsOf(previous), maxSubstitutions: 1 });
    let squad = accepted(removePlayer({ squad: previous, playerId: 15, limits: rules })).squad;
    squad = accepted(addPlayer({ squad, player: player(40, 4), limits: rules })).squad;
    squad = without(squad, 14);
    expect(refusal(addPlayer({ squad, player: player(41, 4), limits: rules }))).toBe(
      'Достигнуто максимальное количество замен в туре',
    );
    expect(accepted(addPlayer({ squad, player: player(14, 4), limits: rules })).squad.entries).toHaveLength(
      15,
    );
  });

  it('lets a first squad take any players (no previous squad: substitutions are free)', () => {
    const squad = fullSquad();
    expect(validateLikeFirst(squad)).toBe(true);
  });

  it('refuses the same player twice', () => {
    const squad = fullSquad();
    expect(addRefusal({ squad: without(squad, 15), player: player(1, 1), limits: limits() })).toBe(
      'Игрок уже в составе',
    );
  });

  it('tells about an injury or a suspected one but adds the player', () => {
    const injured = accepted(
      addPlayer({ squad: emptySquad('4-4-2'), player: player(1, 1, { status: 'injury' }), limits: limits() }),
    );
    expect(injured.notices).toEqual(['У игрока травма']);
    const doubtful = accepted(
      addPlayer({
        squad: emptySquad('4-4-2'),
        player: player(1, 1, { status: 'potential_injury' }),
        limits: limits(),
      }),
    );
    expect(doubtful.notices).toEqual(['У игрока подозрение на травму']);
    expect(
      accepted(addPlayer({ squad: emptySquad('4-4-2'), player: player(1, 1), limits: limits() })).notices,
    ).toEqual([]);
  });

  it('checks in the order of spec 2 §5: size, disqualification, budget, club, position, substitutions', () => {
    const squad = fullSquad();
    const worst = player(99, 1, { status: 'disqualified', price: 50, teamId: 1 });
    expect(addRefusal({ squad, player: worst, limits: limits() })).toBe(squadMessages.squadFull);
    const fourteen = without(squad, 15);
    expect(addRefusal({ squad: fourteen, player: worst, limits: limits() })).toBe(squadMessages.disqualified);
    expect(addRefusal({ squad: fourteen, player: { ...worst, status: 'active' }, limits: limits() })).toBe(
      squadMessages.budget,
    );
    const clubbed = limits({ maxPlayersFromTeam: 1 });
    expect(addRefusal({ squad: fourteen, player: player(99, 1, { teamId: 1 }), limits: clubbed })).toBe(
      squadMessages.clubLimit(1),
    );
    expect(addRefusal({ squad: fourteen, player: player(99, 1), limits: limits() })).toBe(
      squadMessages.positionFull(1, '4-4-2'),
    );
  });
});

function validateLikeFirst(squad: Squad): boolean {
  const rules = limits({ previousPlayerIds: null, maxSubstitutions: 0 });
  let rebuilt = emptySquad(squad.formation);
  for (const entry of squad.entries) {
    const change = addPlayer({ squad: rebuilt, player: entry.player, limits: rules });
    if (!change.ok) return false;
    rebuilt = change.squad;
  }
  return rebuilt.entries.length === 15;
}

describe('removing a player', () => {
  it('clears the captaincy with him', () => {
    const squad = accepted(removePlayer({ squad: fullSquad(), playerId: 1, limits: limits() })).squad;
    expect(squad.entries.some((e) => e.isCaptain)).toBe(false);
    expect(squad.entries).toHaveLength(14);
  });

  it('refuses to remove a previous player once the free substitutions are used up', () => {
    const previous = fullSquad();
    const rules = limits({ previousPlayerIds: idsOf(previous), maxSubstitutions: 2 });
    let squad = accepted(removePlayer({ squad: previous, playerId: 15, limits: rules })).squad;
    squad = accepted(removePlayer({ squad, playerId: 14, limits: rules })).squad;
    expect(refusal(removePlayer({ squad, playerId: 13, limits: rules }))).toBe(
      'Нельзя удалить игрока из предыдущего состава, так как у вас недостаточно свободных замен',
    );
    const newcomer = accepted(addPlayer({ squad, player: player(40, 4), limits: rules })).squad;
    expect(
      accepted(removePlayer({ squad: newcomer, playerId: 40, limits: rules })).squad.entries,
    ).toHaveLength(13);
  });

  it('refuses a player who is not in the squad', () => {
    expect(refusal(removePlayer({ squad: fullSquad(), playerId: 99, limits: limits() }))).toBe(
      'Игрока нет в составе',
    );
  });
});

describe('bench swap', () => {
  it('starts the bench player and benches the starter, who loses the captaincy', () => {
    const squad = fullSquad(); // 1 GK starter and captain, 2 GK bench
    const swapped = accepted(swapWithBench({ squad, benchPlayerId: 2, starterPlayerId: 1 })).squad;
    const byId = new Map(swapped.entries.map((e) => [e.player.id, e]));
    expect(byId.get(2)).toMatchObject({ starter: true, isCaptain: false });
    expect(byId.get(1)).toMatchObject({ starter: false, isCaptain: false });
    expect(idsOf(swapped).slice(0, 2)).toEqual([2, 1]);
  });

  it('refuses players of different positions or two starters', () => {
    const squad = fullSquad();
    expect(refusal(swapWithBench({ squad, benchPlayerId: 2, starterPlayerId: 3 }))).toBe(squadMessages.swap);
    expect(refusal(swapWithBench({ squad, benchPlayerId: 3, starterPlayerId: 4 }))).toBe(squadMessages.swap);
  });
});

describe('captain', () => {
  it('is one starter; choosing another moves the armband', () => {
    const squad = accepted(setCaptain({ squad: fullSquad(), playerId: 3 })).squad;
    expect(squad.entries.filter((e) => e.isCaptain).map((e) => e.player.id)).toEqual([3]);
  });

  it('cannot be a bench player', () => {
    expect(refusal(setCaptain({ squad: fullSquad(), playerId: 2 }))).toBe(
      'Капитаном может быть только игрок основного состава',
    );
  });
});

describe('formation change', () => {
  it('marks the players a line has no room for and asks to remove them', () => {
    const change = changeFormation({ squad: fullSquad('4-4-2'), formation: '3-5-2' });
    // Defenders 3..7 (starters 3–6, bench 7): the fourth starter is surplus.
    expect([...change.surplusPlayerIds]).toEqual([6]);
    expect(change.notices).toEqual([squadMessages.surplus(2, '3-5-2')]);
    expect(change.squad.formation).toBe('3-5-2');
  });

  it('moves nobody and refuses a captain among the surplus', () => {
    const change = changeFormation({ squad: fullSquad('4-4-2'), formation: '3-5-2' });
    expect(change.squad.entries).toEqual(fullSquad('4-4-2').entries);
    expect(refusal(setCaptain({ squad: change.squad, playerId: 6 }))).toBe(squadMessages.captainNotStarter);
  });

  it('has nothing surplus when the new formation has room', () => {
    const change = changeFormation({ squad: without(fullSquad('4-4-2'), 6), formation: '3-5-2' });
    expect(change.surplusPlayerIds.size).toBe(0);
    expect(change.notices).toEqual([]);
  });
});

describe('the add button of the player table', () => {
  const base = { limits: limits(), stageOpen: true, teamPlays: true };
  it('is there for an addable player', () => {
    expect(addButtonBlock({ ...base, squad: emptySquad('4-4-2'), player: player(1, 1) })).toBeNull();
  });
  it('is hidden on a closed stage, a full squad, a full position or a disqualified player', () => {
    expect(
      addButtonBlock({ ...base, stageOpen: false, squad: emptySquad('4-4-2'), player: player(1, 1) }),
    ).toEqual({
      tooltip: null,
    });
    expect(addButtonBlock({ ...base, squad: fullSquad(), player: player(99, 1) })).toEqual({ tooltip: null });
    expect(addButtonBlock({ ...base, squad: without(fullSquad(), 15), player: player(99, 1) })).toEqual({
      tooltip: null,
    });
    expect(
      addButtonBlock({
        ...base,
        squad: emptySquad('4-4-2'),
        player: player(1, 1, { status: 'disqualified' }),
      }),
    ).toEqual({ tooltip: null });
  });
  it('explains a club at its limit and a club without a match', () => {
    const squad = without(fullSquad(), 15);
    expect(
      addButtonBlock({
        ...base,
        limits: limits({ maxPlayersFromTeam: 1 }),
        squad,
        player: player(99, 4, { teamId: 1 }),
      }),
    ).toEqual({ tooltip: 'Лимит игроков из одного клуба превышен' });
    expect(addButtonBlock({ ...base, teamPlays: false, squad, player: player(99, 4) })).toEqual({
      tooltip: 'Команда игрока пропускает тур',
    });
  });
});
