/** Invented names for the demo: common Russian first names and surnames, never a real person's pairing on purpose. */
// prettier-ignore
export const FIRST_NAMES = [
  'Алексей', 'Андрей', 'Антон', 'Артём', 'Богдан', 'Вадим', 'Валерий', 'Василий', 'Виктор', 'Виталий',
  'Владимир', 'Владислав', 'Глеб', 'Григорий', 'Даниил', 'Денис', 'Дмитрий', 'Евгений', 'Егор', 'Захар',
  'Иван', 'Игорь', 'Илья', 'Кирилл', 'Константин', 'Лев', 'Леонид', 'Максим', 'Марк', 'Матвей',
  'Михаил', 'Никита', 'Николай', 'Олег', 'Павел', 'Роман', 'Руслан', 'Савелий', 'Семён', 'Сергей',
  'Станислав', 'Степан', 'Тимофей', 'Тимур', 'Фёдор', 'Юрий', 'Ярослав', 'Арсений', 'Всеволод', 'Эдуард',
] as const;

// prettier-ignore
export const SURNAMES = [
  'Бережной', 'Вершинин', 'Галкин', 'Дроздов', 'Ежов', 'Жаворонков', 'Заречный', 'Ильин', 'Калинкин', 'Лапин',
  'Мельников', 'Ноздрин', 'Озеров', 'Пташкин', 'Рябинин', 'Сизов', 'Тихонравов', 'Уваров', 'Филатов', 'Хромов',
  'Цветков', 'Чебышев', 'Шмелёв', 'Щукин', 'Юдин', 'Яковлев', 'Абрамцев', 'Белозёров', 'Воронцов', 'Горелов',
  'Дубравин', 'Еремеев', 'Журавлёв', 'Зимин', 'Капустин', 'Ладыгин', 'Макаров', 'Невзоров', 'Осокин', 'Пастухов',
  'Ракитин', 'Соловьёв', 'Тарасов', 'Ушаков', 'Фомичёв', 'Холмогоров', 'Чернов', 'Шубин', 'Ястребов', 'Брагин',
  'Веденеев', 'Голубев', 'Донской', 'Жуков', 'Злобин', 'Кедров', 'Лесков', 'Мухин', 'Никонов', 'Орлов',
  'Панкратов', 'Рожков', 'Савельев', 'Терентьев', 'Уткин', 'Фролов', 'Хохлов', 'Чижов', 'Шаров', 'Ясенев',
  'Аксёнов', 'Баранов', 'Волков', 'Гусев', 'Дятлов', 'Ершов', 'Зайцев', 'Кузнецов', 'Ложкин', 'Морозов',
  'Новиков', 'Окунев', 'Пахомов', 'Рыбаков', 'Селезнёв', 'Трофимов', 'Устинов', 'Федосеев', 'Чайкин', 'Ширяев',
] as const;

// prettier-ignore
export const NICKNAMES = [
  'Бульдозер', 'Профессор', 'Кэп', 'Маэстро', 'Паровоз', 'Стена', 'Молния', 'Шаман', 'Танк', 'Малыш',
  'Гроссмейстер', 'Ракета', 'Дед', 'Фокусник', 'Пушка', 'Хирург', 'Кот', 'Снайпер', 'Барон', 'Ёжик',
] as const;

/** Latin pieces for demo logins (^[A-Za-z0-9_.-]{3,20}$). */
// prettier-ignore
export const LOGIN_NAMES = [
  'sergey', 'dima', 'alex', 'maks', 'vova', 'ilya', 'kostya', 'nikita', 'pasha', 'artem',
  'egor', 'misha', 'roma', 'anton', 'oleg', 'stas', 'zhenya', 'kirill', 'denis', 'igor',
  'ivan', 'petya', 'fedya', 'lyoha', 'sanya', 'tolik', 'gleb', 'timur', 'ruslan', 'vitya',
  'katya', 'masha', 'olya', 'nastya', 'dasha', 'lena', 'yulia', 'sveta', 'anya', 'vika',
] as const;

// prettier-ignore
export const LOGIN_WORDS = [
  'fanat', 'ultras', 'kapitan', 'bombardir', 'vratar', 'forvard', 'tribuna', 'derbi', 'pressing', 'ofsaid',
  'penalti', 'shtanga', 'devyatka', 'kontra', 'golkiper', 'trener', 'legioner', 'libero', 'bek', 'hettrik',
] as const;

/** Plural adjective + plural noun always agree in Russian, so any pair makes a fantasy team name. */
// prettier-ignore
export const TEAM_ADJECTIVES = [
  'Дикие', 'Быстрые', 'Ржавые', 'Злые', 'Весёлые', 'Ночные', 'Северные', 'Хитрые', 'Железные', 'Бешеные',
  'Ленивые', 'Голодные', 'Летучие', 'Снежные', 'Огненные', 'Тихие', 'Дерзкие', 'Сонные', 'Бравые', 'Лихие',
] as const;

// prettier-ignore
export const TEAM_NOUNS = [
  'Утки', 'Ежи', 'Бутсы', 'Бобры', 'Кабаны', 'Тигры', 'Сапсаны', 'Гетры', 'Штанги', 'Мячи',
  'Фанаты', 'Вратари', 'Пингвины', 'Шмели', 'Медведи', 'Еноты', 'Тапки', 'Котлеты', 'Соколы', 'Барсуки',
] as const;

export const MEDIA_TEAMS = [
  { name: 'Угловой подкаст', mediaName: 'Подкаст «Угловой»', mediaUrl: 'https://example.com/media/uglovoy' },
  {
    name: 'Тактика на салфетке',
    mediaName: 'Канал «Тактика на салфетке»',
    mediaUrl: 'https://example.com/media/salfetka',
  },
  {
    name: 'Добавленное время',
    mediaName: 'Шоу «Добавленное время»',
    mediaUrl: 'https://example.com/media/dobavlennoe',
  },
] as const;

// prettier-ignore
export const USER_LEAGUE_NAMES = [
  'Лига друзей', 'Офисный кубок', 'Двор на Лесной', 'Кубок курилки', 'Бухгалтерия FC', 'Старые кеды', 'Лига выходного дня', 'Соседи по даче', 'Однокурсники', 'Кубок гаражей',
] as const;

/** Stems that make a fantasy team name rejected at once (DECISIONS.md "Team name moderation"). */
// prettier-ignore
export const FORBIDDEN_WORDS = [
  'дурак', 'идиот', 'лох', 'дебил', 'придурок', 'урод', 'кретин', 'сука', 'бляд', 'хуй',
  'пизд', 'ебан',
] as const;
