import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import MuiButton from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Title, useDataProvider, useNotify } from 'react-admin';
import type { LeagueImportKind, LeagueImportResult } from '@mliga/contract';
import type { AdminDataProvider } from '../api/data-provider.ts';
import type { ErrorBody } from '../api/http.ts';
import { CsvInput } from './CsvInput.tsx';
import { IMPORT, LEAGUE_IMPORT } from '../text/screens.ts';

type Checked = { kind: LeagueImportKind; csv: string; result: LeagueImportResult };

const STATUS_COLOR = { added: 'success', changed: 'warning', unchanged: 'default' } as const;

/**
 * Clubs, players or fixtures from a CSV, the way the statistics import works: checked first
 * (dry run: what each line does, or every error with its line number), then imported only as checked.
 */
export default function LeagueImportPage() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [kind, setKind] = useState<LeagueImportKind>('clubs');
  const [csv, setCsv] = useState('');
  const [checked, setChecked] = useState<Checked | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [imported, setImported] = useState<LeagueImportResult | null>(null);
  const [busy, setBusy] = useState(false);
  const about = LEAGUE_IMPORT.kinds.find((k) => k.id === kind)!;

  const reset = () => {
    setChecked(null);
    setImported(null);
    setProblems([]);
  };

  const send = async (dryRun: boolean) => {
    setBusy(true);
    setProblems([]);
    try {
      const { data, message } = await dataProvider.call<LeagueImportResult>(
        'POST',
        `/v1/admin/imports/${kind}/`,
        { body: { csv, dry_run: dryRun } },
      );
      if (dryRun) {
        setChecked({ kind, csv, result: data });
        setImported(null);
      } else {
        setImported(data);
        setChecked(null);
        notify(message || LEAGUE_IMPORT.applied, { type: 'success' });
      }
    } catch (failure) {
      const body = (failure as { body?: ErrorBody }).body;
      setChecked(null);
      setProblems(body?.list.length ? body.list.map((e) => e.message) : [(failure as Error).message]);
    } finally {
      setBusy(false);
    }
  };

  const fileRead = (text: string) => {
    setCsv(text);
    reset();
  };

  const ready = checked !== null && checked.csv === csv && checked.kind === kind;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={LEAGUE_IMPORT.title} />
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {LEAGUE_IMPORT.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {LEAGUE_IMPORT.intro}
        </Typography>
        <ToggleButtonGroup
          exclusive
          color="primary"
          size="small"
          aria-label={LEAGUE_IMPORT.kind}
          value={kind}
          onChange={(_event, value: LeagueImportKind | null) => {
            if (value) {
              setKind(value);
              reset();
            }
          }}
          sx={{ mb: 1, flexWrap: 'wrap' }}
        >
          {LEAGUE_IMPORT.kinds.map((k) => (
            <ToggleButton key={k.id} value={k.id}>
              {k.name}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Typography sx={{ mb: 1 }}>{about.columns}</Typography>
        <Typography color="text.secondary" component="div" sx={{ mb: 2 }}>
          {LEAGUE_IMPORT.sample}:
          <Box component="pre" sx={{ m: 0, fontSize: 13, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {about.sample}
          </Box>
        </Typography>
        <CsvInput csv={csv} onText={setCsv} onFile={fileRead} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, my: 2 }}>
          <MuiButton variant="outlined" disabled={busy || csv.trim() === ''} onClick={() => void send(true)}>
            {IMPORT.check}
          </MuiButton>
          <MuiButton variant="contained" disabled={busy || !ready} onClick={() => void send(false)}>
            {IMPORT.apply}
          </MuiButton>
        </Box>
        {problems.length > 0 && (
          <Alert severity="error" data-testid="import-errors">
            <strong>{IMPORT.errors}</strong>
            <ul style={{ margin: 0, paddingLeft: 16 }}>
              {problems.map((message, index) => (
                <li key={index}>{message}</li>
              ))}
            </ul>
          </Alert>
        )}
        {checked && <Lines result={checked.result} />}
        {imported && (
          <>
            <Alert severity="success" sx={{ mb: 2 }}>
              {LEAGUE_IMPORT.applied}:{' '}
              {LEAGUE_IMPORT.summary(imported.added, imported.changed, imported.unchanged)}
            </Alert>
            <Lines result={imported} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

function Lines({ result }: { result: LeagueImportResult }) {
  const labels = result.dry_run ? LEAGUE_IMPORT.statuses : LEAGUE_IMPORT.done;
  return (
    <Box data-testid="import-preview">
      {result.dry_run && (
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {IMPORT.preview} ({IMPORT.rowsInFile(result.rows)}):{' '}
          {LEAGUE_IMPORT.summary(result.added, result.changed, result.unchanged)}
        </Typography>
      )}
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 64 }}>{LEAGUE_IMPORT.line}</TableCell>
            <TableCell>{LEAGUE_IMPORT.record}</TableCell>
            <TableCell align="right">
              {result.dry_run ? LEAGUE_IMPORT.status : LEAGUE_IMPORT.outcome}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {result.lines.map((line) => (
            <TableRow key={line.line}>
              <TableCell>{line.line}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{line.label}</TableCell>
              <TableCell align="right">
                <Chip size="small" color={STATUS_COLOR[line.status]} label={labels[line.status]} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {result.dry_run && result.added + result.changed === 0 && (
        <Alert severity="info">{IMPORT.nothing}</Alert>
      )}
    </Box>
  );
}
