import type { LeagueTableRow } from '@mliga/contract';
import { FORM, TABLE_COLUMNS } from '#text/site.ts';
import { TeamLink } from './links.tsx';
import styles from './site.module.css';

type Column = keyof typeof TABLE_COLUMNS;

/** Columns a phone hides (the table keeps place, club, games, difference and points). */
const WIDE_ONLY = new Set<Column>(['won', 'drawn', 'lost', 'goals', 'form']);

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

function Head({ column }: { column: Column }) {
  const { short, full } = TABLE_COLUMNS[column];
  return (
    <th
      scope="col"
      className={[
        styles.th,
        WIDE_ONLY.has(column) ? styles.wideOnly : '',
        column === 'team' ? styles.left : '',
      ]
        .filter(Boolean)
        .join(' ')}
    >
      {short === full ? (
        short
      ) : (
        <abbr title={full} className={styles.abbr}>
          {short}
        </abbr>
      )}
    </th>
  );
}

interface LeagueTableProps {
  rows: readonly LeagueTableRow[];
  caption: string;
  /** The club whose line is marked (its own page). */
  highlightTeamId?: number;
  /** Places 1..n marked as the podium. */
  podium?: boolean;
}

/** A league table; the columns that do not fit a phone are hidden there. */
export function LeagueTable({ rows, caption, highlightTeamId, podium = true }: LeagueTableProps) {
  const cls = (column: Column, extra = '') =>
    [styles.td, WIDE_ONLY.has(column) ? styles.wideOnly : '', extra].filter(Boolean).join(' ');
  return (
    <div className={styles.tableFrame}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {(Object.keys(TABLE_COLUMNS) as Column[]).map((column) => (
              <Head key={column} column={column} />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.team.id}
              className={row.team.id === highlightTeamId ? styles.highlight : undefined}
              data-place={podium && row.place <= 3 ? row.place : undefined}
            >
              <td className={cls('place', styles.place)}>{row.place}</td>
              <th scope="row" className={cls('team', styles.left)}>
                <TeamLink team={row.team} short />
              </th>
              <td className={cls('played')}>{row.played}</td>
              <td className={cls('won')}>{row.won}</td>
              <td className={cls('drawn')}>{row.drawn}</td>
              <td className={cls('lost')}>{row.lost}</td>
              <td className={cls('goals')}>
                {row.goals_for}–{row.goals_against}
              </td>
              <td className={cls('difference')}>{signed(row.goal_difference)}</td>
              <td className={cls('points', styles.points)}>{row.points}</td>
              <td className={cls('form')}>
                <span className={styles.form}>
                  {row.form.map((result, i) => (
                    <span key={i} className={styles.formDot} data-result={result} title={FORM[result].full}>
                      <span aria-hidden="true">{FORM[result].short}</span>
                      <span className="visually-hidden">{FORM[result].full}</span>
                    </span>
                  ))}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
