import { REMINDER_OFFSET_RULES, type NotificationKind } from '@mliga/contract';
import { plural } from '@mliga/domain';

const minutes = (n: number) => plural(n, ['минута', 'минуты', 'минут']);

/** Russian texts of the back office's reminder times and letters (issue 24). */
export const backOfficeMessages = {
  /** One letter's kind, as the list of letters names it. */
  letterKinds: {
    predictor_reminder: 'Напоминание о прогнозах',
    fantasy_reminder: 'Напоминание о составе в фэнтези',
    results: 'Итоги тура',
    league_join: 'Новый участник лиги',
    h2h_result: 'Результат H2H матча',
    points_correction: 'Исправление очков',
    team_name: 'Модерация названия команды',
  } satisfies Record<NotificationKind, string>,
  unknownGame: 'Такой игры нет: есть predictor (прогнозы) и fantasy (фэнтези)',
  noOffsets: 'Укажите хотя бы одно время напоминания',
  tooManyOffsets: `Не больше ${REMINDER_OFFSET_RULES.maxCount} напоминаний на тур`,
  offsetOutOfRange: (n: number) =>
    `${minutes(n)} не подходит: напоминание отправляется не раньше чем за неделю ` +
    `(${REMINDER_OFFSET_RULES.maxMinutes} минут) и не позже чем за ${REMINDER_OFFSET_RULES.minMinutes} минут до закрытия`,
  duplicateOffset: (n: number) => `Время «${minutes(n)}» указано дважды`,
  offsetsSaved: 'Время напоминаний сохранено',
  letterNotFound: 'Письмо не найдено',
  letterNotFailed:
    'Письмо не в списке неотправленных: повторить можно только письмо, отправка которого прекращена',
  letterQueued: 'Письмо поставлено в очередь: оно уйдёт в течение минуты',
} as const;
