import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { useState } from 'react';
import {
  BooleanField,
  BooleanInput,
  Button,
  Confirm,
  Create,
  Edit,
  ListButton,
  NumberField,
  NumberInput,
  ReferenceInput,
  SelectField,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  TopToolbar,
  maxValue,
  minValue,
  required,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import type { AdminDataProvider } from '../api/data-provider.ts';
import { H2H, H2H_STATUSES } from '../text/screens.ts';
import { UploadImageInput } from '../ui/image-input.tsx';
import { MoscowDateField } from '../ui/moscow-inputs.tsx';
import { ResourceList, searchAndStatusFilters } from './common.tsx';

/** "Начать турнир": ends the recruiting and draws the schedule (POST /v1/admin/h2h/{id}/start/). */
export function StartTournamentButton() {
  const record = useRecordContext<{ id: number; status: string }>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const start = async () => {
    setBusy(true);
    try {
      const { message } = await dataProvider.action('h2h', record.id, 'start');
      notify(message || H2H.started, { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button
        label={H2H.start}
        disabled={busy || record.status !== 'recruiting'}
        onClick={(e) => {
          e.stopPropagation();
          setOpen(true);
        }}
      >
        <PlayArrowIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={H2H.confirmTitle}
        content={H2H.confirmContent}
        confirm={H2H.start}
        onConfirm={() => void start()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

const filters = searchAndStatusFilters(H2H_STATUSES);

export function H2hList() {
  return (
    <ResourceList filters={filters} sort={{ field: 'id', order: 'DESC' }}>
      <TextField source="id" />
      <TextField source="name" />
      <NumberField source="size" />
      <NumberField source="members_count" />
      <SelectField source="status" sortable={false} choices={[...H2H_STATUSES]} />
      <BooleanField source="is_public" sortable={false} />
      <MoscowDateField source="created_at" sortable={false} />
      <StartTournamentButton />
    </ResourceList>
  );
}

function H2hForm() {
  return (
    <SimpleForm noValidate defaultValues={{ is_public: true, size: 8 }}>
      <ReferenceInput source="season_id" reference="seasons" sort={{ field: 'id', order: 'DESC' }}>
        <SelectInput optionText="name" helperText="Если не выбран — текущий сезон" />
      </ReferenceInput>
      <TextInput source="name" validate={required()} />
      <UploadImageInput source="image" />
      <UploadImageInput source="image_white" />
      <BooleanInput source="is_public" />
      <NumberInput source="size" min={2} max={64} validate={[required(), minValue(2), maxValue(64)]} />
    </SimpleForm>
  );
}

export const H2hCreate = () => (
  <Create redirect="list">
    <H2hForm />
  </Create>
);

function H2hEditActions() {
  return (
    <TopToolbar>
      <StartTournamentButton />
      <ListButton />
    </TopToolbar>
  );
}

export const H2hEdit = () => (
  <Edit mutationMode="pessimistic" actions={<H2hEditActions />}>
    <H2hForm />
  </Edit>
);
