import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { IMPORT } from '../text/screens.ts';

/** A CSV for an import: picked from a file (its text replaces the box's) or pasted into the box. */
export function CsvInput({
  csv,
  onText,
  onFile,
}: {
  csv: string;
  onText: (csv: string) => void;
  onFile: (csv: string) => void;
}) {
  const readFile = async (file: File | undefined) => {
    if (file) onFile(await file.text());
  };
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <MuiButton variant="outlined" component="label">
          {IMPORT.pick}
          <input
            hidden
            type="file"
            accept=".csv,text/csv,text/plain"
            aria-label={IMPORT.file}
            onChange={(e) => void readFile(e.target.files?.[0])}
          />
        </MuiButton>
        <Typography color="text.secondary">{IMPORT.text}</Typography>
      </Box>
      <TextField
        label="CSV"
        multiline
        minRows={8}
        maxRows={20}
        fullWidth
        value={csv}
        onChange={(e) => onText(e.target.value)}
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } } }}
      />
    </>
  );
}
