import type {
  LeagueStageEvent,
  LeagueStageMember,
  LeagueStagePredictions,
  MemberPrediction,
} from '@mliga/contract';
import { LEAGUE_PREDICTIONS as T } from '#text/predictor-leagues.ts';
import styles from './predictions.module.css';

/** What the event ended with, or that it has not yet. */
export function resultText(event: LeagueStageEvent): string {
  if (event.kind === 'match') return event.result === null ? T.noResult : T.result(event.result);
  return event.result === null ? T.noAnswer : T.answer(event.result);
}

/** Each member's predictions by event id. */
const byEvent = (member: LeagueStageMember) => new Map(member.predictions.map((p) => [p.event_id, p]));

function Pick({ prediction }: { prediction: MemberPrediction | undefined }) {
  if (!prediction || prediction.value === '')
    return (
      <span className={styles.none}>
        <span aria-hidden="true">{T.noPrediction}</span>
        <span className="visually-hidden">{T.noPredictionLabel}</span>
      </span>
    );
  return (
    <span className={styles.pick}>
      <span className={styles.value}>{prediction.value}</span>
      {prediction.x2 ? (
        <span className={styles.x2} title={T.x2Label}>
          <span aria-hidden="true">{T.x2}</span>
          <span className="visually-hidden">{T.x2Label}</span>
        </span>
      ) : null}
    </span>
  );
}

/** A prediction's points once the event's result is known: green when it earned some. */
function Points({ points }: { points: number | null | undefined }) {
  if (points === null || points === undefined) return null;
  return (
    <span className={styles.points} data-earned={points > 0 || undefined}>
      {points}
      <span className="visually-hidden"> {T.pointsWord(points)}</span>
    </span>
  );
}

function Login({ member }: { member: LeagueStageMember }) {
  return (
    <span className={styles.login}>
      <span className={styles.loginText}>{member.login}</span>
      {member.is_me ? <span className={styles.you}>{T.you}</span> : null}
    </span>
  );
}

const total = (member: LeagueStageMember) => (member.points === null ? T.noPoints : member.points);

/** A desktop's view: members as rows, events as columns; it scrolls sideways inside its frame, the login stays. */
export function PredictionsTable({ data }: { data: LeagueStagePredictions }) {
  return (
    <div
      className={styles.frame}
      tabIndex={0}
      role="region"
      aria-label={T.caption(data.league.name, data.stage.name)}
    >
      <table className={styles.table}>
        <caption className="visually-hidden">{T.caption(data.league.name, data.stage.name)}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.memberCol}>
              {T.member}
            </th>
            <th scope="col" className={styles.totalCol}>
              {T.points}
            </th>
            {data.events.map((event) => (
              <th key={event.id} scope="col" className={styles.eventCol}>
                <span className={styles.eventTitle}>{event.title}</span>
                <span className={styles.eventResult} data-known={event.result !== null || undefined}>
                  {resultText(event)}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.members.map((member) => {
            const picks = byEvent(member);
            return (
              <tr key={member.login} data-me={member.is_me || undefined}>
                <th scope="row" className={styles.memberCol}>
                  <Login member={member} />
                </th>
                <td className={styles.totalCol}>
                  <strong>{total(member)}</strong>
                </td>
                {data.events.map((event) => {
                  const prediction = picks.get(event.id);
                  return (
                    <td key={event.id} className={styles.pickCell}>
                      <Pick prediction={prediction} />
                      <Points points={prediction?.points} />
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** A phone's view: the members' points, then one block per event listing every member's pick. */
export function PredictionsByEvent({ data }: { data: LeagueStagePredictions }) {
  const picks = new Map(data.members.map((m) => [m.login, byEvent(m)]));
  return (
    <div className={styles.blocks}>
      <section className={styles.block} aria-labelledby="league-stage-totals">
        <h3 id="league-stage-totals" className={styles.blockTitle}>
          {T.totalsTitle}
        </h3>
        <ol className={styles.totals}>
          {data.members.map((member) => (
            <li key={member.login} data-me={member.is_me || undefined}>
              <Login member={member} />
              <strong>{total(member)}</strong>
            </li>
          ))}
        </ol>
      </section>
      {data.events.map((event) => (
        <section key={event.id} className={styles.block} aria-labelledby={`league-event-${event.id}`}>
          <h3 id={`league-event-${event.id}`} className={styles.blockTitle}>
            {event.title}
          </h3>
          <p className={styles.eventResult} data-known={event.result !== null || undefined}>
            {resultText(event)}
          </p>
          <table className={styles.eventTable}>
            <caption className="visually-hidden">{event.title}</caption>
            <thead>
              <tr>
                <th scope="col">{T.member}</th>
                <th scope="col">{T.pick}</th>
                <th scope="col">{T.pointsShort}</th>
              </tr>
            </thead>
            <tbody>
              {data.members.map((member) => {
                const prediction = picks.get(member.login)?.get(event.id);
                return (
                  <tr key={member.login} data-me={member.is_me || undefined}>
                    <th scope="row">
                      <Login member={member} />
                    </th>
                    <td>
                      <Pick prediction={prediction} />
                    </td>
                    <td>
                      <Points points={prediction?.points} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}
