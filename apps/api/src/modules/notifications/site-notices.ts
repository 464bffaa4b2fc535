import type { NotificationKind } from '@mliga/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { byId, idList as ids } from './id-list.ts';
import { notificationMessages as m } from './notifications.messages.ts';

/** What the site-only kinds store (the scans and the modules that notify). */
export type H2hPayload = { match_id: number; team_id: number };
export type CorrectionPayload = { stage_id: number; team_id: number; ids: number[] };
export type LeagueJoinPayload = { champ_id: number; game: 'predictor' | 'fantasy'; member_id: number };
export type TeamNamePayload = { team_id: number; approved: boolean; name: string; replaced: string };

export type SiteNoticeKind = Extract<
  NotificationKind,
  'h2h_result' | 'points_correction' | 'league_join' | 'team_name'
>;
export type SiteNotice = { title: string; body: string; link: string | null };
type Stored = { kind: SiteNoticeKind; payload: unknown };

/** How many corrected players a notice names before «и ещё N». */
const LINES_SHOWN = 3;

/**
 * The site-only notifications in words, read for a page at a time: names, scores and points as
 * they are now. An item whose subject is gone (a deleted league, stage or match) answers null.
 */
export async function siteNotices(db: Db, items: Stored[]): Promise<(SiteNotice | null)[]> {
  const of = <P>(kind: SiteNoticeKind) => items.filter((i) => i.kind === kind).map((i) => i.payload as P);
  const h2h = of<H2hPayload>('h2h_result');
  const corrections = of<CorrectionPayload>('points_correction');
  const joins = of<LeagueJoinPayload>('league_join');

  const [matches, lines, stages, leagues, members] = await Promise.all([
    db.execute<{
      id: number;
      champ: string;
      stage: string;
      team1_id: number;
      team1: string;
      team2: string | null;
      score1: number | null;
      score2: number | null;
      champ_id: number;
    }>(sql`
      select m.id, c.id as champ_id, c.name as champ, s.name as stage, m.team1_id, t1.name as team1,
             t2.name as team2, m.score1, m.score2
      from h2h_matches m
      join champs c on c.id = m.champ_id
      join fantasy_stages s on s.id = m.stage_id
      join fantasy_teams t1 on t1.id = m.team1_id
      left join fantasy_teams t2 on t2.id = m.team2_id
      where m.id in (${ids(h2h.map((p) => p.match_id))})`),
    db.execute<{ id: number; player: string; old_points: number; new_points: number }>(sql`
      select c.id, trim(p.name || ' ' || p.surname) as player, c.old_points, c.new_points
      from points_corrections c join players p on p.id = c.player_id
      where c.id in (${ids(corrections.flatMap((p) => p.ids))})`),
    db.execute<{ id: number; name: string; league_id: number }>(sql`
      select id, name, league_id from fantasy_stages where id in (${ids(corrections.map((p) => p.stage_id))})`),
    db.execute<{ id: number; name: string }>(sql`
      select id, name from champs where id in (${ids(joins.map((p) => p.champ_id))})`),
    db.execute<{ id: number; login: string }>(sql`
      select id, login from users where id in (${ids(joins.map((p) => p.member_id))})`),
  ]);
  const [match, line, stage, league, member] = [
    byId(matches.rows),
    byId(lines.rows),
    byId(stages.rows),
    byId(leagues.rows),
    byId(members.rows),
  ];

  return items.map((item): SiteNotice | null => {
    switch (item.kind) {
      case 'h2h_result': {
        const p = item.payload as H2hPayload;
        const x = match.get(p.match_id);
        if (!x || x.score1 === null || x.score2 === null) return null;
        const first = Number(x.team1_id) === p.team_id;
        const [mine, theirs] = first ? [x.score1, x.score2] : [x.score2, x.score1];
        const [mineName, theirName] = first ? [x.team1, x.team2 ?? m.h2h.average] : [x.team2 ?? '', x.team1];
        const score = `${mine}:${theirs}`;
        return {
          title: m.h2h.title(mine > theirs ? 'win' : mine < theirs ? 'loss' : 'draw', score),
          body: m.h2h.body(x.champ, x.stage, mineName, theirName, score),
          link: `/game/fantasy/h2h/${x.champ_id}`,
        };
      }
      case 'points_correction': {
        const p = item.payload as CorrectionPayload;
        const s = stage.get(p.stage_id);
        const found = p.ids.map((id) => line.get(id)).filter((l) => l !== undefined);
        if (!s || found.length === 0) return null;
        const shown = found
          .slice(0, LINES_SHOWN)
          .map((l) => m.correction.line(l.player, l.old_points, l.new_points));
        const rest = found.length - shown.length;
        return {
          title: m.correction.title(s.name),
          body: `${m.correction.why} ${shown.join('; ')}${rest > 0 ? `; ${m.correction.andMore(rest)}` : ''}.`,
          link: `/game/fantasy/${s.league_id}/my-team/stages/${s.id}`,
        };
      }
      case 'league_join': {
        const p = item.payload as LeagueJoinPayload;
        const l = league.get(p.champ_id);
        const who = member.get(p.member_id);
        if (!l || !who) return null;
        return {
          title: m.leagueJoin.title(l.name),
          body: m.leagueJoin.body(who.login, l.name, p.game),
          link: p.game === 'predictor' ? '/game/predictor/leagues' : '/game/fantasy/my-leagues',
        };
      }
      case 'team_name': {
        const p = item.payload as TeamNamePayload;
        return p.approved
          ? { title: m.teamName.approvedTitle, body: m.teamName.approved(p.name), link: null }
          : {
              title: m.teamName.rejectedTitle,
              body: m.teamName.rejected(p.name, p.replaced),
              link: '/game/fantasy/users/profile/',
            };
      }
    }
  });
}
