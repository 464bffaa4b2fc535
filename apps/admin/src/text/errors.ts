/** Messages of the back office's own failures (the API's Russian messages are shown as they come). */
export const ERRORS = {
  network: 'Нет связи с сервером. Проверьте подключение и попробуйте ещё раз',
  unauthorized: 'Авторизуйтесь для выполнения действия',
  forbidden: 'Нет доступа к панели управления',
  notFound: 'Не найдено',
  tooLarge: 'Файл слишком большой',
  tooMany: 'Слишком много запросов. Попробуйте через минуту',
  server: 'Ошибка сервера. Попробуйте ещё раз',
  noAccess: 'Нет доступа к панели управления',
  badCredentials: 'Неверный логин или пароль',
} as const;
