import russianMessages from 'ra-language-russian';
import type { TranslationMessages } from 'ra-core';

/** The labels of the back office: react-admin's Russian pack plus our resources, fields and screens. */
const own = {
  ra: {
    auth: { username: 'Логин или email' },
    // The pack names the field by its source ('tour'); the input's own label is right above the message.
    validation: { required: 'Обязательно для заполнения' },
    page: { empty: 'Здесь пока ничего нет' },
    guesser: { empty: { title: 'Нет данных', message: 'Пока нечего показать' } },
  },
  resources: {
    seasons: {
      name: 'Сезон |||| Сезоны',
      fields: { id: 'ID', name: 'Название', year: 'Год', is_current: 'Текущий', created_at: 'Создан' },
    },
    teams: {
      name: 'Команда |||| Команды',
      fields: {
        id: 'ID',
        name: 'Название',
        short_name: 'Короткое название',
        city: 'Город',
        logo: 'Логотип',
        logo_white: 'Логотип для тёмного фона',
        external_url: 'Внешняя ссылка',
        q: 'Поиск',
      },
    },
    players: {
      name: 'Игрок |||| Игроки',
      fields: {
        id: 'ID',
        name: 'Имя',
        surname: 'Фамилия',
        nickname: 'Никнейм',
        field_position: 'Позиция',
        team_id: 'Команда',
        team_name: 'Команда',
        price: 'Цена',
        status: 'Статус',
        photo: 'Фото',
        external_url: 'Внешняя ссылка',
        q: 'Поиск',
      },
    },
    matches: {
      name: 'Матч |||| Матчи',
      fields: {
        id: 'ID',
        season_id: 'Сезон',
        tour: 'Тур',
        starts_at: 'Дата и время (МСК)',
        home_team_id: 'Хозяева',
        home_team_name: 'Хозяева',
        guest_team_id: 'Гости',
        guest_team_name: 'Гости',
        home_score: 'Голы хозяев',
        guest_score: 'Голы гостей',
        score: 'Счёт',
        is_finished: 'Завершён',
        venue_id: 'Стадион',
        ticket_url: 'Ссылка на билеты',
        external_url: 'Ссылка на трансляцию или видео',
        stats_count: 'Строк статистики',
        team_id: 'Команда',
        q: 'Поиск',
      },
    },
    venues: {
      name: 'Стадион |||| Стадионы',
      fields: { id: 'ID', name: 'Название', city: 'Город', address: 'Адрес', q: 'Поиск' },
    },
    pages: {
      name: 'Страница |||| Страницы',
      fields: {
        id: 'Адрес',
        slug: 'Адрес страницы (латиницей)',
        title: 'Заголовок',
        body: 'Текст',
        updated_at: 'Изменена',
        q: 'Поиск',
      },
    },
    videos: {
      name: 'Видео |||| Видео',
      fields: {
        id: 'ID',
        match_id: 'Матч',
        match_name: 'Матч',
        tour: 'Тур',
        kind: 'Вид',
        title: 'Название',
        url: 'Ссылка',
        position: 'Порядок',
        published_at: 'Опубликовано (МСК)',
        q: 'Поиск',
      },
    },
    'predictor-leagues': {
      name: 'Лига прогнозов |||| Лиги прогнозов',
      fields: {
        id: 'ID',
        season_id: 'Сезон',
        season_name: 'Сезон',
        name: 'Название',
        is_active: 'Активная',
        stages_count: 'Туров',
        closes_before_minutes: 'Закрытие прогнозов, минут до матча',
        partner_rating: 'Рейтинг партнёра',
        q: 'Поиск',
      },
    },
    'fantasy-leagues': {
      name: 'Лига фэнтези |||| Лиги фэнтези',
      fields: {
        id: 'ID',
        season_id: 'Сезон',
        season_name: 'Сезон',
        name: 'Название',
        is_active: 'Активная',
        stages_count: 'Туров',
        budget: 'Бюджет',
        default_max_players_from_team_count: 'Лимит игроков одного клуба',
        default_max_players_substitutions_count: 'Лимит замен',
        teams_count: 'Команд',
        q: 'Поиск',
      },
    },
    'predictor-stages': {
      name: 'Тур прогнозов |||| Туры прогнозов',
      fields: {
        id: 'ID',
        league_id: 'Лига',
        name: 'Название',
        tour: 'Тур',
        status: 'Статус',
        start_at: 'Начало (МСК)',
        stop_at: 'Конец (МСК)',
        closes_at: 'Приём прогнозов закрывается (МСК)',
        scored_at: 'Очки подсчитаны (МСК)',
        events_count: 'Событий',
        q: 'Поиск',
      },
    },
    'predictor-events': {
      name: 'Событие прогнозов |||| События прогнозов',
      fields: {
        id: 'ID',
        stage_id: 'Тур прогнозов',
        kind: 'Вид',
        match_id: 'Матч',
        match_name: 'Матч',
        name: 'Вопрос',
        image: 'Картинка',
        points: 'Очки за верный ответ',
        starts_at: 'Начало (МСК)',
        sort_order: 'Порядок',
        correct_variant_id: 'Верный вариант',
        correct_value: 'Верный ответ (число)',
        variants: 'Варианты ответа',
        'variants.name': 'Вариант',
        'variants.image': 'Картинка варианта',
        'variants.sort_order': 'Порядок',
        has_predictions: 'Есть прогнозы',
        answer_type: 'Тип ответа',
        q: 'Поиск',
      },
    },
    'fantasy-stages': {
      name: 'Тур фэнтези |||| Туры фэнтези',
      fields: {
        id: 'ID',
        league_id: 'Лига',
        name: 'Название',
        tour: 'Тур',
        status: 'Статус',
        start_at: 'Начало (МСК)',
        stop_at: 'Конец (МСК)',
        update_closing_at: 'Составы закрываются (МСК)',
        max_players_from_team_count: 'Лимит игроков одного клуба',
        max_players_substitutions_count: 'Лимит замен',
        update_is_available: 'Составы можно менять',
        scored_at: 'Очки подсчитаны (МСК)',
        avg_points: 'Средние очки',
        max_points: 'Лучший результат',
        q: 'Поиск',
      },
    },
    'scoring-rules': {
      name: 'Правило очков |||| Таблица очков',
      fields: {
        id: 'ID',
        event: 'Код события',
        event_name: 'Событие',
        field_position: 'Позиция',
        points: 'Очки',
      },
    },
    'media-teams': {
      name: 'Медиакоманда |||| Медиакоманды',
      fields: {
        id: 'ID',
        name: 'Команда фэнтези',
        fantasy_team_id: 'Команда фэнтези',
        user_id: 'Пользователь',
        user_login: 'Пользователь',
        league_id: 'Лига',
        media_name: 'Название медиа',
        media_url: 'Ссылка на медиа',
        q: 'Поиск',
      },
    },
    'team-names': {
      name: 'Название команды |||| Модерация названий',
      fields: {
        id: 'ID',
        name: 'Название',
        user_id: 'Пользователь',
        user_login: 'Пользователь',
        league_id: 'Лига',
        moderation_status: 'Статус',
        created_at: 'Создана (МСК)',
        q: 'Поиск',
      },
    },
    'forbidden-words': {
      name: 'Запрещённое слово |||| Запрещённые слова',
      fields: { id: 'Слово', word: 'Слово', q: 'Поиск' },
    },
    h2h: {
      name: 'Турнир H2H |||| Турниры H2H',
      fields: {
        id: 'ID',
        season_id: 'Сезон',
        name: 'Название',
        image: 'Картинка',
        image_white: 'Картинка для тёмного фона',
        is_public: 'Публичный',
        size: 'Участников',
        status: 'Статус',
        members_count: 'Записалось',
        start_stage_id: 'Первый тур',
        created_at: 'Создан (МСК)',
        q: 'Поиск',
      },
    },
    users: {
      name: 'Пользователь |||| Пользователи',
      fields: {
        id: 'ID',
        login: 'Логин',
        email: 'Email',
        phone: 'Телефон',
        role: 'Роль',
        winline_id: 'Партнёрский аккаунт',
        winline_linked_at: 'Привязан (МСК)',
        is_blocked: 'Заблокирован',
        blocked_at: 'Заблокирован (МСК)',
        created_at: 'Зарегистрирован (МСК)',
        q: 'Логин, email или ID',
      },
    },
    'audit-log': {
      name: 'Запись журнала |||| Журнал изменений',
      fields: {
        id: 'ID',
        at: 'Когда (МСК)',
        user_id: 'Кто (ID)',
        user_login: 'Кто',
        action: 'Действие',
        entity: 'Что',
        entity_id: 'ID записи',
        data: 'До и после',
        q: 'Поиск',
      },
    },
  },
} satisfies Record<string, unknown>;

type Tree = { [key: string]: string | Tree };

function merge(base: Tree, extra: Tree): Tree {
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = out[key];
    out[key] =
      typeof value === 'object' && typeof current === 'object'
        ? merge(current, value)
        : (value as string | Tree);
  }
  return out;
}

export const messages = merge(
  russianMessages as unknown as Tree,
  own as unknown as Tree,
) as unknown as TranslationMessages;
