import { FIELD_POSITION_NAMES, type FieldPosition, type Formation } from './formations.ts';

/**
 * Every message of the squad rules (spec 2 §5 verbatim where the spec gives
 * one). The browser shows them as it checks a pick; the API answers them as
 * 422 when a save breaks the same rule.
 */
export const squadMessages = {
  /** Client-only: the squad builder asks a visitor to sign in. */
  notSignedIn: 'Для того, чтобы начать собирать состав, пройдите процедуру авторизации',
  squadFull: 'Не более 15 игроков в составе',
  disqualified: 'У игрока активная дисквалификация',
  budget: 'Превышен баланс состава',
  clubLimit: (max: number) => `Не более ${max} игроков из одного клуба в составе`,
  positionFull: (position: FieldPosition, formation: Formation) =>
    `Достигнуто максимальное количество игроков амплуа ${FIELD_POSITION_NAMES[position].shortName} с учётом схемы ${formation} и замен`,
  substitutions: 'Достигнуто максимальное количество замен в туре',
  previousPlayerRemoval:
    'Нельзя удалить игрока из предыдущего состава, так как у вас недостаточно свободных замен',

  /** Table tooltips (spec 2 §5); the second is also the save's refusal of a newcomer whose club skips the stage. */
  clubLimitTooltip: 'Лимит игроков из одного клуба превышен',
  noMatchTooltip: 'Команда игрока пропускает тур',

  /** Notices, not refusals. */
  injury: 'У игрока травма',
  potentialInjury: 'У игрока подозрение на травму',
  surplus: (position: FieldPosition, formation: Formation) =>
    `В схеме ${formation} меньше мест для амплуа ${FIELD_POSITION_NAMES[position].shortName}: удалите лишних игроков`,

  /** Rules the spec leaves to the server (not shown there): our wording. */
  alreadyInSquad: 'Игрок уже в составе',
  notInSquad: 'Игрока нет в составе',
  duplicate: 'Игрок не может быть в составе дважды',
  incomplete: 'В составе должно быть 15 игроков: 11 в основе и 4 в запасе',
  lineup: (formation: Formation) => `Расстановка игроков не соответствует схеме ${formation}`,
  swap: 'Поменять местами можно игрока запаса и игрока основы одного амплуа',
  captainNotStarter: 'Капитаном может быть только игрок основного состава',
  captainMissing: 'Выберите капитана команды',
  captainMany: 'Капитан в составе может быть только один',
} as const;
