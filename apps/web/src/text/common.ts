export const COMMON = {
  loading: 'Загрузка…',
  tableScrolls: 'Таблица листается вбок',
  comingSoonTitle: 'Раздел скоро появится',
  comingSoonText: 'Мы готовим этот раздел. Загляните чуть позже.',
  seasonSoon: 'Сезон скоро начнется',
  seasonSoonText: 'Как только откроется первый тур, здесь появятся прогнозы, составы и рейтинги.',
  toHome: 'На главную',
  close: 'Закрыть',
  ok: 'Понятно',
  retry: 'Повторить',
  loadFailed: 'Не удалось загрузить данные.',
  fromDate: (date: string) => `с ${date}`,
  dateRange: (start: string, stop: string) => `${start} — ${stop}`,
  opensInNewTab: '(откроется в новой вкладке)',
} as const;

export const TOASTS = {
  regionLabel: 'Уведомления',
  close: 'Закрыть уведомление',
} as const;
