import { describe, expect, it } from 'vitest';
import { FORMATIONS } from './formations.ts';
import type { Squad, SquadEntry } from './squad-state.ts';
import { substitutionsMade } from './squad-state.ts';
import { validateSquad } from './squad-validate.ts';
import { fullSquad, idsOf, limits, player } from './squad-test-fixtures.ts';

const messagesOf = (squad: Squad, rules = limits()) =>
  validateSquad({ squad, limits: rules }).map((i) => i.message);
const replace = (
  squad: Squad,
  id: number,
  entry: Partial<SquadEntry> & { player?: SquadEntry['player'] },
): Squad => ({
  ...squad,
  entries: squad.entries.map((e) => (e.player.id === id ? { ...e, ...entry } : e)),
});

describe('validateSquad', () => {
  it('accepts a complete squad in every formation', () => {
    for (const formation of FORMATIONS) expect(messagesOf(fullSquad(formation))).toEqual([]);
  });

  it('refuses more than 15 players', () => {
    const squad = fullSquad();
    const sixteen = {
      ...squad,
      entries: [...squad.entries, { player: player(40, 4), starter: false, isCaptain: false }],
    };
    expect(messagesOf(sixteen)).toContain('Не более 15 игроков в составе');
  });

  it('refuses an incomplete squad', () => {
    const squad = fullSquad();
    expect(messagesOf({ ...squad, entries: squad.entries.slice(0, 14) })).toEqual([
      'В составе должно быть 15 игроков: 11 в основе и 4 в запасе',
    ]);
  });

  it('refuses the same player twice', () => {
    const squad = fullSquad();
    const twice = replace(squad, 15, { player: player(14, 4) });
    expect(messagesOf(twice)).toContain('Игрок не может быть в составе дважды');
  });

  it('refuses a disqualified newcomer but keeps one from the previous squad', () => {
    const squad = replace(fullSquad(), 15, { player: player(15, 4, { status: 'disqualified' }) });
    expect(messagesOf(squad)).toEqual(['У игрока активная дисквалификация']);
    expect(messagesOf(squad, limits({ previousPlayerIds: idsOf(squad) }))).toEqual([]);
  });

  it('refuses a newcomer whose club skips the stage, when the clubs that play are given', () => {
    const squad = fullSquad();
    const skipping = squad.entries[14]!.player;
    const playing = squad.entries.map((e) => e.player.teamId!).filter((id) => id !== skipping.teamId);
    expect(messagesOf(squad, limits({ playingTeamIds: playing }))).toEqual(['Команда игрока пропускает тур']);
    expect(messagesOf(squad, limits({ playingTeamIds: playing, previousPlayerIds: idsOf(squad) }))).toEqual(
      [],
    );
    expect(messagesOf(squad, limits({ playingTeamIds: [...playing, skipping.teamId!] }))).toEqual([]);
    expect(messagesOf(squad)).toEqual([]);
  });

  it('refuses a squad over budget (100 coins, or the league budget)', () => {
    const squad = replace(fullSquad(), 15, { player: player(15, 4, { price: 16.5 }) });
    expect(messagesOf(squad)).toEqual(['Превышен баланс состава']);
    expect(messagesOf(replace(fullSquad(), 15, { player: player(15, 4, { price: 16 }) }))).toEqual([]);
    expect(messagesOf(fullSquad(), limits({ budget: 89.5 }))).toEqual(['Превышен баланс состава']);
  });

  it('refuses more players of one club than the stage allows', () => {
    let squad = fullSquad();
    for (const id of [3, 4, 5]) squad = replace(squad, id, { player: player(id, 2, { teamId: 77 }) });
    expect(messagesOf(squad)).toEqual([]);
    squad = replace(squad, 6, { player: player(6, 2, { teamId: 77 }) });
    expect(messagesOf(squad)).toEqual(['Не более 3 игроков из одного клуба в составе']);
    expect(messagesOf(squad, limits({ maxPlayersFromTeam: 4 }))).toEqual([]);
  });

  it('refuses a line fuller than the formation and its bench slot allow', () => {
    const squad = replace(fullSquad('4-4-2'), 15, { player: player(15, 2) });
    expect(messagesOf(squad)).toEqual([
      'Достигнуто максимальное количество игроков амплуа ЗЩ с учётом схемы 4-4-2 и замен',
    ]);
  });

  it('refuses starters and bench that do not match the formation', () => {
    const squad = replace(fullSquad('4-4-2'), 7, { starter: true }); // five defenders start
    expect(messagesOf(squad)).toEqual(['Расстановка игроков не соответствует схеме 4-4-2']);
    expect(messagesOf({ ...fullSquad('4-4-2'), formation: '3-5-2' })).toContain(
      'Достигнуто максимальное количество игроков амплуа ЗЩ с учётом схемы 3-5-2 и замен',
    );
  });

  it('needs exactly one captain, a starter', () => {
    expect(messagesOf(replace(fullSquad(), 1, { isCaptain: false }))).toEqual(['Выберите капитана команды']);
    expect(messagesOf(replace(fullSquad(), 3, { isCaptain: true }))).toEqual([
      'Капитан в составе может быть только один',
    ]);
    const benchCaptain = replace(replace(fullSquad(), 1, { isCaptain: false }), 2, { isCaptain: true });
    expect(messagesOf(benchCaptain)).toEqual(['Капитаном может быть только игрок основного состава']);
  });

  it('counts each newcomer against the previous squad as one substitution', () => {
    const previous = fullSquad();
    const rules = limits({ previousPlayerIds: idsOf(previous), maxSubstitutions: 2 });
    const two = replace(replace(previous, 15, { player: player(40, 4) }), 12, { player: player(41, 3) });
    expect(substitutionsMade(two.entries, rules.previousPlayerIds)).toBe(2);
    expect(messagesOf(two, rules)).toEqual([]);
    const three = replace(two, 14, { player: player(42, 4) });
    expect(messagesOf(three, rules)).toEqual(['Достигнуто максимальное количество замен в туре']);
    expect(messagesOf(three, limits({ previousPlayerIds: null, maxSubstitutions: 0 }))).toEqual([]);
  });

  it('refuses an unfinished squad that dropped more previous players than substitutions allow', () => {
    const previous = fullSquad();
    const rules = limits({ previousPlayerIds: idsOf(previous), maxSubstitutions: 2 });
    const dropped = { ...previous, entries: previous.entries.slice(0, 12) };
    expect(messagesOf(dropped, rules)).toEqual([
      'В составе должно быть 15 игроков: 11 в основе и 4 в запасе',
      'Нельзя удалить игрока из предыдущего состава, так как у вас недостаточно свободных замен',
    ]);
  });

  it('lists every broken rule at once', () => {
    let squad = replace(fullSquad(), 1, { isCaptain: false });
    squad = replace(squad, 15, { player: player(15, 4, { price: 30, status: 'disqualified' }) });
    expect(validateSquad({ squad, limits: limits() }).map((i) => i.rule)).toEqual([
      'disqualified',
      'budget',
      'captain_missing',
    ]);
  });
});
