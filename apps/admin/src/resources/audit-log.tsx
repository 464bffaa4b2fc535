import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  Datagrid,
  FunctionField,
  List,
  NumberInput,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
  TextInput,
  useRecordContext,
} from 'react-admin';
import { AUDIT } from '../text/screens.ts';
import { MoscowDateField } from '../ui/moscow-inputs.tsx';

/** The audit log's entity names as the API writes them. */
const ENTITIES = [
  { id: 'season', name: 'Сезон' },
  { id: 'team', name: 'Команда' },
  { id: 'player', name: 'Игрок' },
  { id: 'match', name: 'Матч' },
  { id: 'venue', name: 'Стадион' },
  { id: 'page', name: 'Страница' },
  { id: 'video', name: 'Видео' },
  { id: 'predictor_stage', name: 'Тур прогнозов' },
  { id: 'predictor_event', name: 'Событие прогнозов' },
  { id: 'fantasy_stage', name: 'Тур фэнтези' },
  { id: 'scoring_rule', name: 'Правило очков' },
  { id: 'media_team', name: 'Медиакоманда' },
  { id: 'team_name', name: 'Название команды' },
  { id: 'forbidden_word', name: 'Запрещённое слово' },
  { id: 'h2h', name: 'Турнир H2H' },
  { id: 'champ', name: 'Турнир (старт)' },
  { id: 'user', name: 'Пользователь' },
];

/** The verb of an action `entity.verb` in Russian. */
const VERBS: Record<string, string> = {
  create: 'создание',
  update: 'изменение',
  delete: 'удаление',
  result: 'результат матча',
  stats: 'статистика игроков',
  import: 'импорт статистики',
  answer: 'правильный ответ',
  score: 'расчёт тура',
  start: 'старт турнира',
};

export function actionLabel(action: string): string {
  const verb = action.split('.').pop() ?? action;
  return VERBS[verb] ? `${VERBS[verb]} (${action})` : action;
}

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
  <TextInput key="action" source="action" helperText="Например, match.result" />,
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
        <FunctionField
          source="action"
          sortable={false}
          render={(r: { action: string }) => actionLabel(r.action)}
        />
        <SelectField source="entity" sortable={false} choices={ENTITIES} />
        <TextField source="entity_id" sortable={false} />
      </Datagrid>
    </List>
  );
}
