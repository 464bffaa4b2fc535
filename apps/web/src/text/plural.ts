import type { PluralForms } from '@mliga/domain';

/**
 * The plural forms of the words the site counts, for `plural` (count and word: '5 очков')
 * and `pluralForm` (the word alone) of @mliga/domain.
 */
export const WORDS = {
  point: ['очко', 'очка', 'очков'],
  player: ['игрок', 'игрока', 'игроков'],
  tour: ['тур', 'тура', 'туров'],
  participant: ['участник', 'участника', 'участников'],
  substitution: ['замена', 'замены', 'замен'],
  team: ['команда', 'команды', 'команд'],
  minute: ['минуту', 'минуты', 'минут'],
  hour: ['час', 'часа', 'часов'],
  /** Accusative, as 'можно создать ещё 1 лигу'. */
  league: ['лигу', 'лиги', 'лиг'],
  /** Accusative, as 'поднялся на 3 места'. */
  place: ['место', 'места', 'мест'],
  /** Tours won (issue 23 §3): '2 победы в турах'. */
  win: ['победа', 'победы', 'побед'],
  /** The bell's count (issue 24): 'Уведомления: 3 новых'. */
  newOne: ['новое', 'новых', 'новых'],
  unreadNotification: ['непрочитанное уведомление', 'непрочитанных уведомления', 'непрочитанных уведомлений'],
} as const satisfies Record<string, PluralForms>;
