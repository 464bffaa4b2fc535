export const LIVE_MESSAGES = {
  badTopics: 'Укажите темы трансляции через запятую: matches или match:{id}, не больше 10',
  badLastEventId: 'Last-Event-ID должен быть номером события',
} as const;
