/** Russian messages of H2H tournaments (spec 2 §5, DECISIONS "H2H"). */
export const h2hMessages = {
  loginRequired: 'Для того, чтобы зарегистрироваться на H2H турнир, пройдите процедуру авторизации',
  notFound: 'Турнир не найден',
  /** A private tournament's table, calendar and matches to anybody but its members and the admins (403). */
  membersOnly: 'Закрытый турнир видят только его участники',
  matchNotFound: 'Матч не найден',
  noTeam: 'Чтобы участвовать в H2H турнире, сначала придумайте название команды',
  private: 'Это закрытый турнир: зарегистрироваться в нём нельзя',
  full: 'В турнире не осталось свободных мест',
  started: 'Турнир уже начался: регистрация закрыта',
  otherTournament: 'Вы уже участвуете в другом H2H турнире этого сезона',
  joined: 'Вы зарегистрированы в турнире',
  joinedAndStarted: 'Вы заняли последнее место: турнир начался',
  alreadyJoined: 'Вы уже участвуете в этом турнире',
  left: 'Вы покинули турнир',
  notMember: 'Вы не участвуете в этом турнире',
  leaveStarted: 'Турнир уже начался: покинуть его нельзя',
  startNotRecruiting: 'Турнир уже начался',
  startTooFew: 'Для старта турнира нужно не меньше двух участников',
  startNoStages: 'Не осталось туров, в которых можно сыграть турнир',
  startDone: 'Турнир начался: календарь составлен',
} as const;
