import type { NotificationKind } from '@mliga/contract';

/** Russian texts of the notification centre, its settings and the unsubscribe page (issue 24). */
export const notificationMessages = {
  kindNames: {
    predictor_reminder: 'Напоминания о прогнозах',
    fantasy_reminder: 'Напоминания о составе в фэнтези',
    results: 'Итоги туров',
    league_join: 'Новые участники ваших лиг',
    h2h_result: 'Результаты H2H матчей',
    points_correction: 'Исправления очков ваших игроков',
    team_name: 'Модерация названия команды',
  } satisfies Record<NotificationKind, string>,
  goneStage: 'Тур, о котором было это уведомление, удалён',
  settingsSaved: 'Настройки уведомлений сохранены',
  noEmailForKind: 'Это уведомление приходит только на сайт',
  duplicateKind: 'Каждый вид уведомлений указывается один раз',
  allRead: 'Все уведомления прочитаны',
  tokenInvalid: 'Ссылка для отписки недействительна или устарела',
  unsubscribed: 'Вы отписались от этих писем',
} as const;
