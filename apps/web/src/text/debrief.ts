import { plural, pluralForm } from '@mliga/domain';
import { WORDS } from './plural.ts';

/** One decimal with the decimal comma, as the API rounds them: '7,8', '8,0'. */
const oneDecimal = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
/** A share in percent: '33,3', '50', '100'. */
const percentNumber = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 });

/** '33,3 %': the number and its sign never part at a line break. */
const formatPercent = (value: number) => `${percentNumber.format(value)}\u00a0%`;

/** The tour debrief of both games (issue 23 §4): «Итоги тура». A no-break space before a dash keeps it off a line's start. */
export const DEBRIEF = {
  title: 'Итоги тура',
  titleOf: (stage: string) => `Итоги тура · ${stage}`,
  summary: {
    label: 'Ваш результат в туре',
    points: 'Ваши очки',
    /** The word beside the big number: 'очко', 'очка', 'очков'. */
    pointsWord: (n: number) => pluralForm(n, WORDS.point),
    average: (n: number) => `в среднем ${oneDecimal.format(n)}`,
    best: (n: number) => `лучший ${n}`,
    place: 'Место в общем рейтинге',
    noPlace: '—',
    /** The movement arrow's name for screen readers. */
    up: (n: number) => `Поднялись на ${plural(n, WORDS.place)}`,
    down: (n: number) => `Опустились на ${plural(n, WORDS.place)}`,
    same: 'Место не изменилось',
  },
  states: {
    visitorTitle: 'Войдите, чтобы увидеть итоги тура',
    visitorText: 'Ваши очки, место и разбор тура доступны зарегистрированным участникам. Участие бесплатное.',
    login: 'Войти',
    register: 'Зарегистрироваться',
    notPlayedTitle: 'Вы не играли в этом туре',
    notPlayedPredictor:
      'Прогнозов на этот тур у вас не было. Ждём вас в следующем\u00a0— прогнозы бесплатные.',
    notPlayedFantasy: 'В этом туре у вас не было состава. Соберите команду на следующий тур!',
  },
  /** Beside the heading: back to the tour's own page. */
  back: { predictor: 'К прогнозам тура', fantasy: 'К составу тура' },
  /** Under the not-played message: on to the game's current tour. */
  next: 'К текущему туру',
  predictor: {
    matches: 'Матчи тура',
    result: 'Итог',
    noResult: 'не сыгран',
    prediction: 'Ваш прогноз',
    noPrediction: 'нет',
    points: 'Очки',
    noPoints: '—',
    /** The share of those who predicted the match whose prediction scored no more than the user's. */
    beaten: (percent: number) => `Вы обошли или сравнялись с ${formatPercent(percent)} участников`,
  },
  fantasy: {
    captainTitle: 'Капитан',
    captain: (name: string, points: number) => `Ваш капитан: ${name}\u00a0— ${plural(points, WORDS.point)}`,
    noCaptain: 'Капитан в этом туре не выбран',
    bestChosen: 'Вы выбрали лучшего капитана',
    bestChoice: (name: string, points: number, gain: number) =>
      `Лучший выбор: ${name}\u00a0— ${plural(points, WORDS.point)}, дал бы ещё +${gain}`,
    captainNote: 'Очки капитана указаны с удвоением, у лучшего выбора\u00a0— без него.',
    benchTitle: 'Скамейка',
    bench: (n: number) => `Очки на скамейке: ${n}`,
    benchNote: 'Столько набрали запасные, которые не вышли на замену.',
    bestSquadTitle: 'Лучший состав тура',
    bestSquadText: 'Кого стоило взять: команда тура с наибольшей суммой очков.',
    bestSquadLink: 'Смотреть лучший состав',
  },
} as const;
