/**
 * Issue 24: what the notification jobs hand to the templates. The reminder's facts are read by the
 * scan (set-based SQL) and stored with the delivery as its payload, so a retried send renders the
 * same message.
 */

/** A player of the squad with a problem, as the reminder names him. */
export type ReminderPlayer = {
  /** «Иван Петров». */
  name: string;
  /** «Спартак». */
  club: string | null;
};

export type PredictorMissing = {
  game: 'predictor';
  /** Matches without a prediction: «Спартак — Зенит». */
  matches: string[];
  /** Questions without an answer: the question's text. */
  questions: string[];
  /** True when the user has a linked partner account and has put X2 on nothing in the stage. */
  x2Unused: boolean;
};

export type FantasyMissing = {
  game: 'fantasy';
  /** The team has never saved a squad (nothing to carry over into this tour). */
  noSquad: boolean;
  /** Starters who are injured, doubtful or suspended. */
  injured: ReminderPlayer[];
  doubtful: ReminderPlayer[];
  suspended: ReminderPlayer[];
  /** Starters whose club has no match in the tour. */
  noMatch: ReminderPlayer[];
  /** The captain, when he is among the above (he will likely score nothing). */
  captain: (ReminderPlayer & { reason: 'injured' | 'doubtful' | 'suspended' | 'no_match' }) | null;
};

export type ReminderMail = {
  /** The user's login, for the greeting. */
  login: string;
  /** «Тур 12». */
  stageName: string;
  /** When predictions / squad changes close. */
  closesAt: Date;
  missing: PredictorMissing | FantasyMissing;
  /** Absolute URL of the stage page (predictions) or the squad builder. */
  actionUrl: string;
  /** Absolute URL of the one-click unsubscribe page for this kind. */
  unsubscribeUrl: string;
  /** Absolute URL of the notification settings page. */
  settingsUrl: string;
};

export type RenderedMail = { subject: string; html: string; text: string };

/** The notification centre's item for the same reminder. */
export type Notice = { title: string; body: string };

/** A tour's winner in the general rating, as the results letter names him: a login or a team's name. */
export type ResultsWinner = { name: string };

/**
 * The tour results of one user (issue 24 §1), after the stage is scored: in the general rating of
 * the game (predictor: champ 3; fantasy: the general rating of the season).
 */
export type ResultsMail = {
  login: string;
  game: 'predictor' | 'fantasy';
  /** «Тур 12». */
  stageName: string;
  /** The user's points of the tour. */
  points: number;
  /** The place in the general rating after the tour; null when the user is not rated. */
  place: number | null;
  /** The place before the tour; null when the user was not rated before (the first tour played). */
  prevPlace: number | null;
  /** How many are in the general rating. */
  ratedCount: number;
  /** The tour's average and best points among those who played it; null when unknown. */
  average: number | null;
  best: number | null;
  /** The tour's winners (ties share), at most the first 3 by name; empty when nobody scored. */
  winners: ResultsWinner[];
  /** How many winners there are in all (may exceed winners.length). */
  winnersCount: number;
  /** The reader is one of the winners. */
  youWon: boolean;
  /** Absolute URL of the tour's debrief page. */
  debriefUrl: string;
  /** Absolute URL of the one-click unsubscribe page for this kind. */
  unsubscribeUrl: string;
  /** Absolute URL of the notification settings page. */
  settingsUrl: string;
};
