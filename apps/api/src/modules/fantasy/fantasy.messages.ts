/** The fantasy API's own messages (the squad rules' messages live in @mliga/domain squadMessages). */
export const fantasyMessages = {
  closed: 'Изменение состава на этот тур закрыто',
  noTeam: 'Чтобы сохранить состав, сначала придумайте название команды',
  unknownPlayer: 'В составе есть игрок, которого нет в этой лиге',
  saved: 'Состав сохранён',
  randomFailed: 'Не удалось собрать случайный состав: подходящих игроков не хватает',
  noSeason: 'Сезон скоро начнется',
  /** `stage_id` of the market or the player card names no stage of the league. */
  unknownStage: 'Тур не найден в этой лиге',
  teamNameLength: 'Название команды должно содержать от 3 до 20 символов',
  teamNameCharacters: 'Название команды содержит недопустимые символы',
  teamNameApproved: 'Название команды уже одобрено и не может быть изменено',
  teamNameSent: 'Название команды отправлено на модерацию',
  teamNameReplaced: 'Название содержит недопустимые слова, команде присвоено название по умолчанию',
} as const;
