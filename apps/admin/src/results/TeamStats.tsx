import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AdminPlayer } from '@mliga/contract';
import { RESULT } from '../text/screens.ts';
import { COLUMNS, playerName, type Lines, type StatKey } from './stat-lines.ts';

/** One team's players, a row each, with an input per statistics column. */
export function TeamStats({
  title,
  players,
  lines,
  onChange,
  errors,
}: {
  title: string;
  players: AdminPlayer[];
  lines: Lines;
  onChange: (playerId: number, key: StatKey, value: number) => void;
  errors: Record<string, string>;
}) {
  return (
    <Box sx={{ mb: 3, overflowX: 'auto' }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {players.length === 0 ? (
        <Typography color="text.secondary">{RESULT.noPlayers}</Typography>
      ) : (
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>{RESULT.player}</TableCell>
              <TableCell>{RESULT.position}</TableCell>
              {COLUMNS.map((column) => (
                // Narrow heads (a two-word label wraps): the sheet fits 1440 px beside the menu.
                <TableCell key={column.key} align="center" sx={{ px: 0.5, lineHeight: 1.2 }}>
                  {column.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {players.map((player) => (
              <TableRow key={player.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{playerName(player)}</TableCell>
                <TableCell>{RESULT.positions[player.field_position - 1] ?? ''}</TableCell>
                {COLUMNS.map((column) => {
                  const error = errors[`${player.id}.${column.key}`];
                  return (
                    <TableCell key={column.key} align="center" sx={{ px: 0.5 }}>
                      <TextField
                        type="number"
                        size="small"
                        value={lines[player.id]?.[column.key] ?? 0}
                        error={Boolean(error)}
                        title={error}
                        onChange={(event) => onChange(player.id, column.key, Number(event.target.value) || 0)}
                        slotProps={{
                          htmlInput: {
                            min: 0,
                            max: column.max,
                            'aria-label': RESULT.cell(playerName(player), column.label),
                            style: { width: column.key === 'minutes' ? 48 : 36, textAlign: 'center' },
                          },
                        }}
                      />
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
