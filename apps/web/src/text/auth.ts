/** Account screens of both games (spec 1 §2 "Auth screens", §4 busy labels). */
export const AUTH = {
  loginTitle: 'Вход',
  registrationTitle: 'Регистрация',
  recoveryTitle: 'Восстановление пароля',
  profileTitle: 'Профиль',

  oneAccount: 'Один аккаунт для обеих игр — «Прогнозов» и «Фэнтези».',

  fields: {
    loginOrEmail: 'Логин или email',
    // The same word on the registration and the profile (issue 20 §2).
    login: 'Логин',
    email: 'Email',
    phone: 'Телефон',
    password: 'Пароль',
    oldPassword: 'Текущий пароль',
    newPassword: 'Новый пароль',
    passwordRepeat: 'Повторите пароль',
    code: 'Код из письма',
  },

  hints: {
    login: 'От 3 до 20 символов: латинские буквы, цифры, _ - .',
    password: 'От 8 до 64 символов, буквы и цифры',
    phone: 'Мобильный номер России',
    phoneReadOnly: 'Телефон изменить нельзя',
    phoneMissing: 'Не указан',
    oldPassword: 'Нужен для смены пароля или email',
    oldPasswordForEmail: 'Нужен для смены email. На прежний адрес придёт уведомление.',
    newPassword: 'Оставьте пустым, чтобы не менять пароль',
    code: '6 цифр из письма. Код действует 15 минут.',
  },

  placeholders: {
    phone: '+7 900 000-00-00',
  },

  showPassword: 'Показать пароль',
  hidePassword: 'Скрыть пароль',

  login: {
    submit: 'Войти',
    busy: 'Авторизуем...',
    register: 'Регистрация',
    forgot: 'Забыли пароль?',
    noAccount: 'Ещё нет аккаунта?',
  },

  registration: {
    lead: 'Заполните все поля — регистрация займёт минуту.',
    submit: 'Зарегистрироваться',
    // Spelled as the spec quotes it.
    busy: 'Регестрируем...',
    haveAccount: 'Уже есть аккаунт?',
    toLogin: 'Войти',
    personalData: 'Даю согласие на обработку персональных данных в соответствии с',
    privacyLink: 'политикой конфиденциальности',
    rules: 'Принимаю правила игр',
    predictorRules: '«Прогнозы»',
    fantasyRules: '«Фэнтези»',
    and: 'и',
    personalDataRequired: 'Необходимо согласие на обработку персональных данных',
    rulesRequired: 'Необходимо согласие с правилами игр',
    consentsLegend: 'Согласия',
  },

  recovery: {
    step1Lead: 'Укажите логин или email аккаунта — мы пришлём на его почту код для смены пароля.',
    requestCode: 'Получить код',
    busy: 'Идёт запрос...',
    step2Lead: (login: string) => `Введите код из письма и придумайте новый пароль для «${login}».`,
    submit: 'Сменить пароль',
    resend: 'Отправить код ещё раз',
    limits:
      'Новый код можно запросить раз в минуту и не больше 5 раз в сутки. После 10 неверных кодов за сутки восстановление приостанавливается.',
    changeLogin: 'Указать другой логин',
    remembered: 'Вспомнили пароль?',
    toLogin: 'Войти',
  },

  profile: {
    submit: 'Изменить',
    busy: 'Сохраняем...',
    logout: 'Выйти',
    logoutBusy: 'Выходим...',
    dataTitle: 'Данные аккаунта',
    passwordTitle: 'Смена пароля',
    partnerTitle: 'Аккаунт партнёра',
    partnerLinked: 'Партнёрский аккаунт привязан',
    partnerId: (id: string) => `ID партнёра: ${id}`,
    partnerLinkedText: 'Вам доступны партнёрский рейтинг, призы каждого тура и удвоение очков X2.',
    teamMissing: 'Команда в «Фэнтези» ещё не создана.',
    teamCreate: 'Создать команду',
    partnerPrompt:
      'Привяжите аккаунт партнёра, чтобы попасть в эксклюзивный рейтинг, бороться за призы каждого тура и удваивать очки с X2.',
  },
} as const;
