import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  Datagrid,
  List,
  NumberInput,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
  TextInput,
  useRecordContext,
} from 'react-admin';
import { AUDIT, AUDIT_ACTIONS } from '../text/screens.ts';
import { MoscowDateField } from '../ui/moscow-inputs.tsx';

const ENTITIES = [
  'season',
  'team',
  'player',
  'match',
  'match_result',
  'venue',
  'page',
  'video',
  'predictor_stage',
  'predictor_event',
  'fantasy_stage',
  'scoring_rule',
  'media_team',
  'team_name',
  'forbidden_word',
  'h2h',
  'user',
  'upload',
].map((id) => ({ id, name: id }));

function Json({ value }: { value: unknown }) {
  if (value === undefined || value === null)
    return <Typography color="text.secondary">{AUDIT.nothing}</Typography>;
  return (
    <Box component="pre" sx={{ m: 0, fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
      {JSON.stringify(value, null, 2)}
    </Box>
  );
}

/** The row's data: before and after side by side for a write, the action's summary otherwise. */
function AuditDetails() {
  const record = useRecordContext<{ data: unknown }>();
  if (!record) return null;
  const data = record.data as { before?: unknown; after?: unknown } | null;
  if (data && typeof data === 'object' && ('before' in data || 'after' in data)) {
    return (
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
        <div>
          <Typography variant="subtitle2">{AUDIT.before}</Typography>
          <Json value={data.before} />
        </div>
        <div>
          <Typography variant="subtitle2">{AUDIT.after}</Typography>
          <Json value={data.after} />
        </div>
      </Box>
    );
  }
  return <Json value={record.data} />;
}

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="entity" source="entity" choices={ENTITIES} alwaysOn />,
  <SelectInput key="action" source="action" choices={[...AUDIT_ACTIONS]} alwaysOn />,
  <TextInput key="entity_id" source="entity_id" />,
  <NumberInput key="user_id" source="user_id" />,
];

export function AuditLogList() {
  return (
    <List exporter={false} perPage={25} filters={filters} sort={{ field: 'at', order: 'DESC' }}>
      <Datagrid rowClick="expand" expand={<AuditDetails />} bulkActionButtons={false}>
        <TextField source="id" />
        <MoscowDateField source="at" />
        <TextField source="user_login" sortable={false} />
        <SelectField source="action" choices={[...AUDIT_ACTIONS]} optionText={(c) => c.name} emptyText="" />
        <TextField source="entity" />
        <TextField source="entity_id" />
      </Datagrid>
    </List>
  );
}
