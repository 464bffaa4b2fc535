/** Spec 1 §8: the error catalogue of the API client. */
export const ERRORS = {
  unauthorized: 'Авторизуйтесь для выполнения действия',
  network: 'Произошла ошибка, попробуйте ещё раз',
  errorTitle: 'Ошибка',
  successTitle: 'Успешно',
  loginButton: 'Войти',
  notFoundTitle: 'Данная страница не существует',
  notFoundText: 'Возможно, ссылка устарела или в адресе опечатка.',
  notFoundBack: 'Вернуться на главную',
  crashTitle: 'Ой-ой',
  crashText: 'Произошла ошибка, мы уже знаем о проблеме и работаем над её устранением',
  crashRefresh: 'Обновить страницу',
} as const;
