import {
  AutocompleteInput,
  Create,
  Edit,
  NumberField,
  NumberInput,
  ReferenceInput,
  SelectField,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  UrlField,
  required,
} from 'react-admin';
import type { AdminMatch } from '@mliga/contract';
import { VIDEO_KINDS } from '../text/screens.ts';
import { MoscowDateField, MoscowDateTimeInput } from '../ui/moscow-inputs.tsx';
import { slug, webUrl } from '../ui/validators.ts';
import { matchTitle } from './matches.tsx';
import { ResourceList, formPages, searchFilter } from './common.tsx';

// ---- pages (the user agreement, the privacy policy, …)

export function PageList() {
  return (
    <ResourceList filters={[searchFilter]} sort={{ field: 'id', order: 'ASC' }}>
      <TextField source="id" />
      <TextField source="title" sortable={false} />
      <MoscowDateField source="updated_at" />
    </ResourceList>
  );
}

const bodyHint =
  'Обычный текст: пустая строка — новый абзац, «## » — заголовок, «- » — пункт списка. HTML не нужен.';

export const PageCreate = () => (
  <Create redirect="list">
    <SimpleForm noValidate>
      <TextInput source="slug" validate={[required(), slug]} helperText="Например, agreement или privacy" />
      <TextInput source="title" validate={required()} fullWidth />
      <TextInput source="body" validate={required()} multiline minRows={12} fullWidth helperText={bodyHint} />
    </SimpleForm>
  </Create>
);

export const PageEdit = () => (
  <Edit mutationMode="pessimistic">
    <SimpleForm noValidate>
      <TextInput source="id" disabled />
      <TextInput source="title" validate={required()} fullWidth />
      <TextInput source="body" validate={required()} multiline minRows={12} fullWidth helperText={bodyHint} />
    </SimpleForm>
  </Edit>
);

// ---- videos of matches

const matchInput = (alwaysOn?: boolean) => (
  <ReferenceInput
    key="match"
    source="match_id"
    reference="matches"
    sort={{ field: 'starts_at', order: 'DESC' }}
    alwaysOn={alwaysOn}
  >
    <AutocompleteInput
      optionText={(m: AdminMatch) => matchTitle(m)}
      filterToQuery={(q: string) => ({ q })}
      validate={alwaysOn ? undefined : required()}
    />
  </ReferenceInput>
);

const videoFilters = [
  searchFilter,
  matchInput(true),
  <SelectInput key="kind" source="kind" choices={[...VIDEO_KINDS]} />,
];

export function VideoList() {
  return (
    <ResourceList filters={videoFilters} sort={{ field: 'published_at', order: 'DESC' }}>
      <TextField source="id" />
      <NumberField source="tour" sortable={false} />
      <TextField source="match_name" sortable={false} />
      <SelectField source="kind" sortable={false} choices={[...VIDEO_KINDS]} />
      <TextField source="title" sortable={false} />
      <UrlField
        source="url"
        sortable={false}
        target="_blank"
        rel="noopener noreferrer"
        onClick={(e) => e.stopPropagation()}
      />
      <MoscowDateField source="published_at" />
    </ResourceList>
  );
}

function VideoForm() {
  return (
    <SimpleForm noValidate defaultValues={{ kind: 'review', position: 0 }}>
      {matchInput()}
      <SelectInput source="kind" choices={[...VIDEO_KINDS]} validate={required()} />
      <TextInput source="title" validate={required()} fullWidth />
      <TextInput source="url" validate={[required(), webUrl]} fullWidth />
      <NumberInput source="position" min={0} max={100} />
      <MoscowDateTimeInput source="published_at" helperText="Московское время; если пусто — сейчас" />
    </SimpleForm>
  );
}

export const { Create: VideoCreate, Edit: VideoEdit } = formPages(VideoForm);
