import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MuiButton from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { Loading, Title, useDataProvider, useNotify } from 'react-admin';
import type { AdminGameParticipation, AdminParticipation } from '@mliga/contract';
import type { AdminDataProvider } from '../api/data-provider.ts';
import { REPORTS } from '../text/screens.ts';
import { saveFile } from '../ui/save-file.ts';

const PARTICIPATION_PATH = '/v1/admin/reports/participation/';
const ratingExportPath = (id: number) => `/v1/admin/ratings/${id}/export/`;

/** A phone's narrow tables: half the cells' side padding, so a name keeps its words whole. */
const NARROW_CELLS = { '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } } as const;

type Download = { busy: number | null; start: (id: number) => Promise<void> };

/** A rating's CSV fetched with the admin's key and saved under the server's name; a refusal is told. */
function useRatingDownload(): Download {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [busy, setBusy] = useState<number | null>(null);
  const start = async (id: number) => {
    setBusy(id);
    try {
      const { blob, fileName } = await dataProvider.download(ratingExportPath(id));
      saveFile(blob, fileName ?? REPORTS.fileName(id));
    } catch (failure) {
      notify((failure as Error).message, { type: 'error' });
    } finally {
      setBusy(null);
    }
  };
  return { busy, start };
}

/**
 * Issue 23 §5: per game, the active league's tours with how many users took part in each, the season's
 * ratings to download as CSV, and any other rating (a users' league) downloaded by its number.
 */
export default function ReportsPage() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const participation = useQuery({
    queryKey: ['admin', 'participation'],
    queryFn: async ({ signal }) =>
      (await dataProvider.call<AdminParticipation>('GET', PARTICIPATION_PATH, { signal })).data,
    gcTime: 0,
  });
  const download = useRatingDownload();

  let content;
  if (participation.error) content = <Alert severity="error">{participation.error.message}</Alert>;
  else if (!participation.data) content = <Loading />;
  else
    content = (
      <>
        {REPORTS.games.map((game) => (
          <GameCard key={game.id} name={game.name} game={participation.data[game.id]} download={download} />
        ))}
        <OtherRating download={download} />
      </>
    );
  return (
    // Room below the last card: a refusal's notification at the bottom of the screen never covers its button.
    <Box sx={{ mt: 2, mb: 10, display: 'grid', gap: 2, minWidth: 0, maxWidth: 960 }}>
      <Title title={REPORTS.title} />
      <Box>
        <Typography variant="h5" component="h1" gutterBottom>
          {REPORTS.title}
        </Typography>
        <Typography color="text.secondary">{REPORTS.intro}</Typography>
      </Box>
      {content}
    </Box>
  );
}

function GameCard({
  name,
  game,
  download,
}: {
  name: string;
  game: AdminGameParticipation | null;
  download: Download;
}) {
  return (
    <Card component="section" aria-label={name}>
      <CardContent sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
        <Typography variant="h6" component="h2">
          {name}
        </Typography>
        {game === null ? (
          <Alert severity="info">{REPORTS.noLeague}</Alert>
        ) : (
          <>
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              {REPORTS.league}: <strong>{game.league.name}</strong>
            </Typography>
            <Tours stages={game.stages} label={`${name}: ${REPORTS.tours}`} />
            <Ratings ratings={game.ratings} label={`${name}: ${REPORTS.ratings}`} download={download} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

function Tours({ stages, label }: { stages: AdminGameParticipation['stages']; label: string }) {
  if (stages.length === 0) return <Typography color="text.secondary">{REPORTS.noTours}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={label} sx={NARROW_CELLS}>
        <TableHead>
          <TableRow>
            <TableCell>{REPORTS.tour}</TableCell>
            <TableCell>{REPORTS.status}</TableCell>
            <TableCell align="right">{REPORTS.participants}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {stages.map((stage) => (
            <TableRow key={stage.id}>
              <TableCell sx={{ overflowWrap: 'break-word' }}>{stage.name}</TableCell>
              <TableCell>{REPORTS.statuses[stage.status] ?? stage.status}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {REPORTS.count(stage.participants)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function Ratings({
  ratings,
  label,
  download,
}: {
  ratings: AdminGameParticipation['ratings'];
  label: string;
  download: Download;
}) {
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {REPORTS.ratings}
      </Typography>
      {ratings.length === 0 ? (
        <Typography color="text.secondary">{REPORTS.noRatings}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={label} sx={NARROW_CELLS}>
            <TableHead>
              <TableRow>
                <TableCell>{REPORTS.rating}</TableCell>
                <TableCell align="right">{REPORTS.participants}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {ratings.map((rating) => (
                <TableRow key={rating.id}>
                  <TableCell sx={{ overflowWrap: 'break-word' }}>
                    {rating.name}
                    <Typography
                      variant="body2"
                      component="span"
                      color="text.secondary"
                      sx={{ display: 'block' }}
                    >
                      {REPORTS.ratingNumber(rating.id)}
                    </Typography>
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                    {REPORTS.count(rating.members_count)}
                  </TableCell>
                  <TableCell align="right">
                    <MuiButton
                      size="small"
                      startIcon={<DownloadIcon />}
                      aria-label={REPORTS.downloadOf(rating.name)}
                      loading={download.busy === rating.id}
                      disabled={download.busy !== null}
                      onClick={() => void download.start(rating.id)}
                      sx={{ whiteSpace: 'nowrap' }}
                    >
                      {REPORTS.download}
                    </MuiButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}

function OtherRating({ download }: { download: Download }) {
  const [number, setNumber] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = number.trim();
    const id = Number(text);
    if (!/^\d+$/.test(text) || !Number.isSafeInteger(id) || id < 1) {
      setProblem(REPORTS.badNumber);
      return;
    }
    setProblem(null);
    void download.start(id);
  };

  return (
    <Card component="section" aria-label={REPORTS.other}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography variant="h6" component="h2">
          {REPORTS.other}
        </Typography>
        <Typography color="text.secondary">{REPORTS.otherIntro}</Typography>
        <Box
          component="form"
          noValidate
          onSubmit={submit}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}
        >
          <TextField
            label={REPORTS.number}
            size="small"
            value={number}
            onChange={(event) => {
              setNumber(event.target.value);
              setProblem(null);
            }}
            error={problem !== null}
            helperText={problem ?? undefined}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
            sx={{ width: { xs: '100%', sm: 220 } }}
          />
          <MuiButton
            type="submit"
            variant="contained"
            startIcon={<DownloadIcon />}
            loading={download.busy !== null && download.busy === Number(number.trim())}
            disabled={download.busy !== null}
            sx={{ minHeight: 40 }}
          >
            {REPORTS.download}
          </MuiButton>
        </Box>
      </CardContent>
    </Card>
  );
}
