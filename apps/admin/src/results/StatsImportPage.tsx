import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MuiButton from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Title, useDataProvider, useNotify } from 'react-admin';
import type { PlayerStatsImportResult } from '@mliga/contract';
import type { AdminDataProvider } from '../api/data-provider.ts';
import type { ErrorBody } from '../api/http.ts';
import { CsvInput } from './CsvInput.tsx';
import { IMPORT } from '../text/screens.ts';

type Checked = { csv: string; result: PlayerStatsImportResult };

const COUNTS = [
  ['added', 'Добавится строк'],
  ['changed', 'Изменится'],
  ['removed', 'Удалится'],
  ['unchanged', 'Без изменений'],
] as const;

/**
 * The statistics CSV: checked first (dry run: what would change, or every error with its line number),
 * then imported only as checked. Editing the text after a check asks for a new check.
 */
export default function StatsImportPage() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [csv, setCsv] = useState('');
  const [checked, setChecked] = useState<Checked | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [imported, setImported] = useState<PlayerStatsImportResult | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (dryRun: boolean) => {
    setBusy(true);
    setProblems([]);
    try {
      const { data, message } = await dataProvider.call<PlayerStatsImportResult>(
        'POST',
        '/v1/admin/player-stats/import/',
        { body: { csv, dry_run: dryRun } },
      );
      if (dryRun) {
        setChecked({ csv, result: data });
        setImported(null);
      } else {
        setImported(data);
        setChecked(null);
        notify(message || IMPORT.applied, { type: 'success' });
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
    setChecked(null);
    setImported(null);
    setProblems([]);
  };

  const ready = checked !== null && checked.csv === csv;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={IMPORT.title} />
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {IMPORT.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {IMPORT.intro}
        </Typography>
        <CsvInput csv={csv} onText={setCsv} onFile={fileRead} />
        <Box sx={{ display: 'flex', gap: 2, my: 2 }}>
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
        {checked && <Preview result={checked.result} />}
        {imported && (
          <Alert severity="success">
            {IMPORT.applied}: {imported.rows} строк. Пересчитайте туры фэнтези:{' '}
            {imported.fantasy_stage_ids.join(', ') || '—'}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}

function Preview({ result }: { result: PlayerStatsImportResult }) {
  return (
    <Box data-testid="import-preview">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {IMPORT.preview} ({IMPORT.rowsInFile(result.rows)})
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>Матч</TableCell>
            {COUNTS.map(([key, label]) => (
              <TableCell key={key} align="right">
                {label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {result.matches.map((match) => (
            <TableRow key={match.match_id}>
              <TableCell>№ {match.match_id}</TableCell>
              {COUNTS.map(([key]) => (
                <TableCell key={key} align="right">
                  {match[key]}
                </TableCell>
              ))}
            </TableRow>
          ))}
          <TableRow>
            <TableCell sx={{ fontWeight: 600 }}>Всего</TableCell>
            {COUNTS.map(([key]) => (
              <TableCell key={key} align="right" sx={{ fontWeight: 600 }}>
                {result[key]}
              </TableCell>
            ))}
          </TableRow>
        </TableBody>
      </Table>
      {result.added + result.changed + result.removed === 0 && (
        <Alert severity="info">{IMPORT.nothing}</Alert>
      )}
    </Box>
  );
}
