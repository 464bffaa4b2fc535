import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MuiButton from '@mui/material/Button';
import CalculateIcon from '@mui/icons-material/Calculate';
import { Button, useDataProvider, useRecordContext, useRefresh } from 'react-admin';
import type { AdminFantasyStageScore, AdminStageScore } from '@mliga/contract';
import type { AdminDataProvider } from '../api/data-provider.ts';
import type { ErrorBody } from '../api/http.ts';
import { formatMoscow } from '../time/moscow.ts';
import { SCORING } from '../text/screens.ts';

export type Game = 'predictor' | 'fantasy';

type Outcome =
  | { kind: 'done'; game: 'predictor'; result: AdminStageScore; ms: number }
  | { kind: 'done'; game: 'fantasy'; result: AdminFantasyStageScore; ms: number }
  | { kind: 'refused'; message: string; reasons: string[] };

const RESOURCE: Record<Game, string> = { predictor: 'predictor-stages', fantasy: 'fantasy-stages' };

function Summary({ outcome }: { outcome: Outcome }) {
  if (outcome.kind === 'refused') {
    return (
      <Alert severity="error">
        <strong>{outcome.message}</strong>
        {outcome.reasons.length > 0 && (
          <ul>
            {outcome.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        )}
      </Alert>
    );
  }
  const lines: Array<[string, string]> =
    outcome.game === 'fantasy'
      ? [
          [SCORING.teams, String(outcome.result.teams)],
          [SCORING.teamsChanged, String(outcome.result.teams_changed)],
          [SCORING.players, String(outcome.result.players)],
          [SCORING.playersChanged, String(outcome.result.players_changed)],
          [SCORING.avg, outcome.result.avg_points === null ? '—' : String(outcome.result.avg_points)],
          [SCORING.max, outcome.result.max_points === null ? '—' : String(outcome.result.max_points)],
          [SCORING.time, SCORING.ms(outcome.result.ms)],
        ]
      : [
          [SCORING.users, String(outcome.result.users)],
          [SCORING.predictions, `${outcome.result.scored_predictions} / ${outcome.result.predictions}`],
          [SCORING.time, SCORING.ms(outcome.ms)],
        ];
  return (
    <>
      <Alert severity="success">{SCORING.done}</Alert>
      <dl data-testid="score-summary">
        {lines.map(([term, value]) => (
          <div key={term} style={{ display: 'flex', gap: 8 }}>
            <dt>{term}:</dt>
            <dd style={{ margin: 0, fontWeight: 600 }}>{value}</dd>
          </div>
        ))}
        <div style={{ display: 'flex', gap: 8 }}>
          <dt>{SCORING.firstScoredAt}:</dt>
          <dd style={{ margin: 0 }}>{formatMoscow(outcome.result.scored_at)}</dd>
        </div>
      </dl>
    </>
  );
}

/**
 * "Рассчитать тур": runs the stage's scoring job (idempotent, may be run again after a correction)
 * and shows what it did, or why the API refused (a stage still open, match results missing).
 */
export function ScoreStageButton({ game }: { game: Game }) {
  const record = useRecordContext<{ id: number; name?: string }>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  if (!record) return null;

  const run = async () => {
    setBusy(true);
    const started = performance.now();
    try {
      const { data } = await dataProvider.action<AdminStageScore & AdminFantasyStageScore>(
        RESOURCE[game],
        record.id,
        'score',
      );
      const ms = Math.round(performance.now() - started);
      setOutcome(
        game === 'fantasy'
          ? { kind: 'done', game, result: data, ms }
          : { kind: 'done', game, result: data, ms },
      );
      refresh();
    } catch (error) {
      const body = (error as { body?: ErrorBody }).body;
      const message = body?.message ?? (error as Error).message;
      const reasons = (body?.list ?? []).map((e) => e.message).filter((m) => m !== message);
      setOutcome({ kind: 'refused', message, reasons });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        label={SCORING.button}
        onClick={(event) => {
          event.stopPropagation();
          void run();
        }}
        disabled={busy}
      >
        <CalculateIcon />
      </Button>
      <Dialog open={outcome !== null} onClose={() => setOutcome(null)} onClick={(e) => e.stopPropagation()}>
        <DialogTitle>
          {SCORING.title}: {record.name ?? `#${record.id}`}
        </DialogTitle>
        <DialogContent>{outcome && <Summary outcome={outcome} />}</DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOutcome(null)}>{SCORING.close}</MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
