/**
 * The Russian strings every letter of issue 24 shares (the reminders and the tour results): the
 * brand, the greeting, «и ещё N», the button's fallback and the footer's links.
 */
export const mailMessages = {
  brand: 'Медиалига',
  greeting: (login: string) => `Здравствуйте, ${login}!`,
  /** «Спартак — Зенит» and «… и ещё 17» in the notification centre. */
  andMore: (n: number) => `и ещё ${n}`,
  buttonFallback: 'Если кнопка не открывается, скопируйте ссылку в браузер:',
  settings: 'Настроить уведомления',
  unsubscribe: 'Отписаться от этих писем',
} as const;
