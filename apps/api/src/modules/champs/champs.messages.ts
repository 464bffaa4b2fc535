/** Russian messages of user leagues (spec 2 §5, DECISIONS "User leagues"). */
export const champMessages = {
  nameLength: 'Название лиги должно содержать от 3 до 25 символов',
  nameCharacters: 'Название лиги содержит недопустимые символы',
  oneLeague: 'Каждый пользователь может создать одну игровую лигу',
  noTeam: 'Чтобы участвовать в лигах, сначала придумайте название команды',
  noSeason: 'Сезон скоро начнется',
  notFound: 'Лига не найдена',
  /** A user league's rating and best team to anybody but its members and the admins (403). */
  membersOnly: 'Рейтинг лиги видят только её участники',
  inviteNotFound: 'Приглашение не найдено или лига удалена',
  inviteInvalid: 'Приглашение недействительно',
  created: 'Лига создана',
  deleted: 'Лига удалена',
  left: 'Вы покинули лигу',
  joined: 'Вы вступили в лигу',
  alreadyMember: 'Вы уже состоите в этой лиге',
  onlyOwnerDeletes: 'Удалить лигу может только её создатель',
  ownerCannotLeave: 'Создатель не может покинуть свою лигу, но может её удалить',
  notMember: 'Вы не состоите в этой лиге',
  generalFixed: 'Общий рейтинг нельзя покинуть или удалить',
  h2hNotHere: 'H2H турнир покидают на странице турнира',
} as const;
