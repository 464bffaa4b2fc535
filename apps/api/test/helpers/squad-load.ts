import { inArray } from 'drizzle-orm';
import type { Formation } from '@mliga/domain';
import type { Db } from '../../src/db/connect.ts';
import { squadPlayers, squads } from '../../src/db/schema/index.ts';
import type { ApiProcess } from './api-process.ts';
import {
  createFantasyTeam,
  mySquadUrl,
  pickSquad,
  seedFantasy,
  type SquadItem,
} from '../factories/fantasy.ts';
import { createUser } from './test-app.ts';

/**
 * A load of squad saves over real HTTP against an API process that gets killed, and the ledger of
 * what the API acknowledged, to check the database against afterwards.
 */
export type Variant = { scheme: Formation; squad: SquadItem[] };
export type Tester = { headers: Record<string, string>; teamId: number };
export type SquadWorld = { stageId: number; variants: Variant[]; testers: Tester[] };

/** 12 distinct valid squads: four formations × three captains. */
function squadVariants(players: Parameters<typeof pickSquad>[0]): Variant[] {
  const variants: Variant[] = [];
  for (const scheme of ['4-4-2', '3-5-2', '4-3-3', '5-3-2'] as Formation[]) {
    const base = pickSquad(players, { formation: scheme });
    const starters = base.filter((item) => item.position === 1).map((item) => item.player_id);
    for (const captain of [starters[0], starters[4], starters[9]]) {
      variants.push({
        scheme,
        squad: base.map((item) => ({ ...item, is_captain: item.player_id === captain ? 1 : 0 })),
      });
    }
  }
  return variants;
}

/** A fantasy season with an open stage and `users` users, each with a team and a live auth key. */
export async function seedSquadWorld(db: Db, users: number): Promise<SquadWorld> {
  const seeded = await seedFantasy(db, { now: new Date() });
  const testers: Tester[] = [];
  for (let i = 0; i < users; i++) {
    const u = await createUser(db, `crash${i}`);
    const team = await createFantasyTeam(db, u.user.id, seeded.leagueId, `Команда ${i}`);
    testers.push({ headers: u.headers, teamId: team.id });
  }
  return { stageId: seeded.stages[1]!.id, variants: squadVariants(seeded.players), testers };
}

/** A stored squad as comparable text: scheme, then every player with its slot and captaincy. */
const fingerprint = (scheme: string, rows: { playerId: number; position: number; isCaptain: boolean }[]) =>
  `${scheme}|${rows
    .map((r) => `${r.playerId}:${r.position}:${r.isCaptain ? 'C' : ''}`)
    .sort()
    .join(',')}`;
export const variantFingerprint = (v: Variant) =>
  fingerprint(
    v.scheme,
    v.squad.map((i) => ({ playerId: i.player_id, position: i.position, isCaptain: i.is_captain === 1 })),
  );

/** Team id → its squad of the stage: how many player rows and the fingerprint. */
export async function storedSquads(db: Db, stageId: number, teamIds: number[]) {
  const rows = await db.select().from(squads).where(inArray(squads.fantasyTeamId, teamIds));
  const current = rows.filter((r) => r.stageId === stageId);
  const players = current.length
    ? await db
        .select()
        .from(squadPlayers)
        .where(
          inArray(
            squadPlayers.squadId,
            current.map((r) => r.id),
          ),
        )
    : [];
  return new Map(
    current.map((s) => {
      const mine = players.filter((p) => p.squadId === s.id);
      return [s.fantasyTeamId, { count: mine.length, fingerprint: fingerprint(s.scheme, mine) }] as const;
    }),
  );
}

export const saveSquad = (api: ApiProcess, stageId: number, who: Tester, v: Variant) =>
  fetch(`${api.url}${mySquadUrl(stageId)}`, {
    method: 'POST',
    headers: { ...who.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ squad: v.squad, scheme: v.scheme }),
  });

/** Per user: the last save answered 200, and those since whose answers a kill cut off. */
export type Ledger = { acked: Map<number, string>; unknown: Map<number, string[]>; acks: number };
export const newLedger = (): Ledger => ({ acked: new Map(), unknown: new Map(), acks: 0 });

/**
 * Every user saves squads one after another; after `acksBeforeKill` more 200s the process gets
 * SIGKILL. Returns the answers that were neither a 200 nor a cut connection (there should be none).
 */
export async function saveUntilKilled(
  api: ApiProcess,
  world: SquadWorld,
  ledger: Ledger,
  opts: { cycle: number; acksBeforeKill: number },
): Promise<string[]> {
  const failures: string[] = [];
  let killed = false;
  const loops = world.testers.map(async (who, u) => {
    for (let k = 0; !killed; k++) {
      const v = world.variants[(u * 5 + opts.cycle * 7 + k) % world.variants.length]!;
      const fp = variantFingerprint(v);
      try {
        const res = await saveSquad(api, world.stageId, who, v);
        const body = (await res.json()) as { success: boolean };
        if (res.status !== 200 || !body.success) failures.push(`${res.status} ${JSON.stringify(body)}`);
        else {
          ledger.acked.set(u, fp);
          ledger.unknown.delete(u);
          ledger.acks++;
        }
      } catch {
        // The connection died with the process: the save may or may not have been committed.
        ledger.unknown.set(u, [...(ledger.unknown.get(u) ?? []), fp]);
        return;
      }
    }
  });
  const target = ledger.acks + opts.acksBeforeKill;
  while (ledger.acks < target && failures.length === 0) await new Promise((r) => setTimeout(r, 5));
  killed = true;
  api.child.kill('SIGKILL');
  await api.exited;
  await Promise.all(loops);
  return failures;
}

/**
 * What the ledger allows: a user with an acknowledged save has a whole squad (15 players) that is
 * the last acknowledged one or one cut off after it; a user without has none or a cut-off one.
 * Returns the users that break it, described.
 */
export async function ledgerViolations(db: Db, world: SquadWorld, ledger: Ledger): Promise<string[]> {
  const stored = await storedSquads(
    db,
    world.stageId,
    world.testers.map((t) => t.teamId),
  );
  const problems: string[] = [];
  world.testers.forEach((who, u) => {
    const squad = stored.get(who.teamId);
    const allowed = [ledger.acked.get(u), ...(ledger.unknown.get(u) ?? [])].filter(Boolean);
    if (!squad) {
      if (ledger.acked.has(u)) problems.push(`user ${u}: the acknowledged squad is missing`);
    } else if (squad.count !== 15) problems.push(`user ${u}: ${squad.count} players`);
    else if (!allowed.includes(squad.fingerprint)) problems.push(`user ${u}: a squad never acknowledged`);
  });
  return problems;
}

type ShownSquad = {
  data: { schema: string; squad: { player: { id: number }; position: number; is_captain: number }[] };
};

/** ledgerViolations, read through a running API (GET my-squad) instead of the database. */
export async function ledgerViolationsViaApi(
  api: ApiProcess,
  world: SquadWorld,
  ledger: Ledger,
): Promise<string[]> {
  const problems: string[] = [];
  for (const [u, who] of world.testers.entries()) {
    const res = await fetch(`${api.url}${mySquadUrl(world.stageId)}`, { headers: who.headers });
    if (res.status !== 200) {
      problems.push(`user ${u}: GET answered ${res.status}`);
      continue;
    }
    const { data } = (await res.json()) as ShownSquad;
    const allowed = [ledger.acked.get(u), ...(ledger.unknown.get(u) ?? [])].filter(Boolean);
    const shown = fingerprint(
      data.schema,
      data.squad.map((e) => ({ playerId: e.player.id, position: e.position, isCaptain: e.is_captain === 1 })),
    );
    if (data.squad.length === 0) {
      if (ledger.acked.has(u)) problems.push(`user ${u}: the acknowledged squad is missing`);
    } else if (data.squad.length !== 15) problems.push(`user ${u}: ${data.squad.length} players`);
    else if (!allowed.includes(shown)) problems.push(`user ${u}: a squad never acknowledged`);
  }
  return problems;
}

/** Rows of squads that are not whole: not 15 players or not exactly one captain. */
export const brokenSquadsSql = `select s.id from squads s left join squad_players p on p.squad_id = s.id
  group by s.id having count(p.*) <> 15 or count(*) filter (where p.is_captain) <> 1`;
