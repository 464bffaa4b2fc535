import type { NotificationKind } from '@mliga/contract';
import { plural, type PluralForms } from '@mliga/domain';

const POINTS: PluralForms = ['очко', 'очка', 'очков'];

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
  goneItem: 'То, о чём было это уведомление, удалено',
  h2h: {
    title: (outcome: 'win' | 'draw' | 'loss', score: string) =>
      `H2H: ${{ win: 'победа', draw: 'ничья', loss: 'поражение' }[outcome]} ${score}`,
    body: (champ: string, stage: string, mine: string, theirs: string, score: string) =>
      `Турнир «${champ}». ${stage}: «${mine}» — «${theirs}», ${score}.`,
    /** A match with no opponent is played against the tour's average. */
    average: 'средний результат тура',
  },
  correction: {
    title: (stage: string) => `${stage}: очки ваших игроков исправлены`,
    line: (player: string, before: number, after: number) =>
      `${player}: ${plural(before, POINTS)} → ${after}`,
    andMore: (n: number) => `и ещё ${n}`,
    why: 'Статистика матча исправлена после расчёта тура.',
  },
  leagueJoin: {
    title: (league: string) => `Новый участник в лиге «${league}»`,
    body: (login: string, league: string, game: 'predictor' | 'fantasy') =>
      `${login} вступил(а) в вашу лигу «${league}» (${game === 'predictor' ? 'прогнозы' : 'фэнтези'}).`,
  },
  teamName: {
    approvedTitle: 'Название команды одобрено',
    approved: (name: string) => `Модератор одобрил название «${name}». Теперь его видят все участники.`,
    rejectedTitle: 'Название команды отклонено',
    rejected: (name: string, replaced: string) =>
      `Модератор отклонил название «${name}». Команда называется «${replaced}»; новое название можно задать в профиле.`,
  },
} as const;
