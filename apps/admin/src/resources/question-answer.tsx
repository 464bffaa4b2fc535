import { useState } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import MuiTextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SaveIcon from '@mui/icons-material/Save';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { AdminDataProvider } from '../api/data-provider.ts';
import { STAGE } from '../text/screens.ts';

interface EventRecord {
  id: number;
  kind: string;
  correct_variant_id: number | null;
  correct_value: number | null;
  variants: Array<{ id: number; name: string }>;
}

/**
 * The right answer of a question (POST /v1/admin/predictor-events/{id}/answer/): a variant, or a
 * number when the question has no variants. A match's answer is its result, entered on the match.
 */
export function QuestionAnswerPanel() {
  const record = useRecordContext<EventRecord>();
  if (!record || record.kind === 'match') return null;
  return <AnswerForm key={record.id} record={record} />;
}

function AnswerForm({ record }: { record: EventRecord }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const numeric = record.variants.length === 0;
  const [variantId, setVariantId] = useState<string>(
    record.correct_variant_id ? String(record.correct_variant_id) : '',
  );
  const [value, setValue] = useState<string>(
    record.correct_value === null ? '' : String(record.correct_value),
  );
  const [busy, setBusy] = useState(false);

  const save = async () => {
    setBusy(true);
    try {
      const body = numeric
        ? { value: value === '' ? null : Number(value) }
        : { variant_id: variantId === '' ? null : Number(variantId) };
      const { message } = await dataProvider.action('predictor-events', record.id, 'answer', body);
      notify(message || STAGE.answerSaved, { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card sx={{ ml: 2, minWidth: 280, alignSelf: 'flex-start' }}>
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {STAGE.answer}
        </Typography>
        {numeric ? (
          <MuiTextField
            label={STAGE.value}
            type="number"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            slotProps={{ htmlInput: { min: 0, max: 100000 } }}
            fullWidth
          />
        ) : (
          <MuiTextField
            select
            label={STAGE.chooseVariant}
            value={variantId}
            onChange={(e) => setVariantId(e.target.value)}
            fullWidth
          >
            <MenuItem value="">—</MenuItem>
            {record.variants.map((variant) => (
              <MenuItem key={variant.id} value={String(variant.id)}>
                {variant.name}
              </MenuItem>
            ))}
          </MuiTextField>
        )}
        <Button label={STAGE.saveAnswer} onClick={() => void save()} disabled={busy} sx={{ mt: 2 }}>
          <SaveIcon />
        </Button>
      </CardContent>
    </Card>
  );
}
