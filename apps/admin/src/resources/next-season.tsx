import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import NextPlanIcon from '@mui/icons-material/NextPlan';
import { Button, useDataProvider, useRefresh } from 'react-admin';
import type { AdminNextSeason } from '@mliga/contract';
import type { AdminDataProvider } from '../api/data-provider.ts';
import type { ErrorBody } from '../api/http.ts';
import { NEXT_SEASON } from '../text/screens.ts';

type Outcome =
  { kind: 'done'; message: string } | { kind: 'refused'; body: ErrorBody | null; message: string };

/**
 * «Начать новый сезон» (POST /v1/admin/seasons/next/): the new current season and both game
 * leagues in one step. The typed values stay in the form after a refusal.
 */
export function NextSeasonButton() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [year, setYear] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const { message } = await dataProvider.call<AdminNextSeason>('POST', '/v1/admin/seasons/next/', {
        body: { name, year },
      });
      setOutcome({ kind: 'done', message });
      refresh();
    } catch (error) {
      const body = (error as { body?: ErrorBody }).body ?? null;
      setOutcome({ kind: 'refused', body, message: body?.message ?? (error as Error).message });
    } finally {
      setBusy(false);
    }
  };
  const close = () => {
    setOpen(false);
    if (outcome?.kind === 'done') {
      setName('');
      setYear('');
    }
    setOutcome(null);
  };
  const fieldError = (field: string) =>
    outcome?.kind === 'refused' ? outcome.body?.errors[field] : undefined;

  return (
    <>
      <Button label={NEXT_SEASON.button} onClick={() => setOpen(true)}>
        <NextPlanIcon />
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogTitle>{NEXT_SEASON.title}</DialogTitle>
          <DialogContent>
            {outcome?.kind === 'done' ? (
              <>
                <Alert severity="success">{outcome.message}</Alert>
                <DialogContentText sx={{ mt: 2 }}>{NEXT_SEASON.next}</DialogContentText>
              </>
            ) : (
              <>
                <DialogContentText>{NEXT_SEASON.lead}</DialogContentText>
                {outcome?.kind === 'refused' && (
                  <Alert severity="error" sx={{ mt: 2 }}>
                    {outcome.message}
                  </Alert>
                )}
                <TextField
                  label={NEXT_SEASON.name}
                  value={name}
                  onChange={(e) => setName(e.target.value)}
                  helperText={fieldError('name') ?? NEXT_SEASON.nameHelp}
                  error={Boolean(fieldError('name'))}
                  required
                  fullWidth
                  margin="normal"
                  autoFocus
                />
                <TextField
                  label={NEXT_SEASON.year}
                  value={year}
                  onChange={(e) => setYear(e.target.value)}
                  helperText={fieldError('year') ?? NEXT_SEASON.yearHelp}
                  error={Boolean(fieldError('year'))}
                  required
                  fullWidth
                  margin="normal"
                />
              </>
            )}
          </DialogContent>
          <DialogActions>
            {outcome?.kind === 'done' ? (
              <MuiButton onClick={close}>{NEXT_SEASON.close}</MuiButton>
            ) : (
              <>
                <MuiButton onClick={close}>{NEXT_SEASON.cancel}</MuiButton>
                <MuiButton type="submit" variant="contained" disabled={busy}>
                  {NEXT_SEASON.start}
                </MuiButton>
              </>
            )}
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
