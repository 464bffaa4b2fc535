import {
  AutocompleteInput,
  BooleanField,
  BooleanInput,
  Create,
  Datagrid,
  Edit,
  ImageField,
  List,
  NumberField,
  NumberInput,
  ReferenceInput,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  required,
} from 'react-admin';
import { PLAYER_STATUSES, POSITIONS } from '../text/screens.ts';
import { UploadImageInput } from '../ui/image-input.tsx';
import { priceStep, webUrl } from '../ui/validators.ts';

const search = [<SearchInput key="q" source="q" alwaysOn />];

// ---- seasons

export function SeasonList() {
  return (
    <List exporter={false} perPage={25} filters={search} sort={{ field: 'id', order: 'DESC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="id" />
        <TextField source="name" />
        <TextField source="year" />
        <BooleanField source="is_current" sortable={false} />
      </Datagrid>
    </List>
  );
}

function SeasonForm() {
  return (
    <SimpleForm noValidate>
      <TextInput source="name" validate={required()} />
      <TextInput source="year" validate={required()} helperText="Например, 2025/26" />
      <BooleanInput source="is_current" helperText="Текущий сезон может быть только один" />
    </SimpleForm>
  );
}

export const SeasonCreate = () => (
  <Create redirect="list">
    <SeasonForm />
  </Create>
);
export const SeasonEdit = () => (
  <Edit mutationMode="pessimistic">
    <SeasonForm />
  </Edit>
);

// ---- teams

export function TeamList() {
  return (
    <List exporter={false} perPage={25} filters={search} sort={{ field: 'name', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="id" />
        <ImageField
          source="logo"
          sortable={false}
          sx={{ '& img': { maxWidth: 40, maxHeight: 40, objectFit: 'contain' } }}
        />
        <TextField source="name" />
        <TextField source="short_name" />
        <TextField source="city" sortable={false} />
      </Datagrid>
    </List>
  );
}

function TeamForm() {
  return (
    <SimpleForm noValidate>
      <TextInput source="name" validate={required()} />
      <TextInput source="short_name" validate={required()} />
      <TextInput source="city" />
      <UploadImageInput source="logo" validate={required()} />
      <UploadImageInput source="logo_white" helperText="Если не задан, используется основной логотип" />
      <TextInput source="external_url" validate={webUrl} fullWidth />
    </SimpleForm>
  );
}

export const TeamCreate = () => (
  <Create redirect="list">
    <TeamForm />
  </Create>
);
export const TeamEdit = () => (
  <Edit mutationMode="pessimistic">
    <TeamForm />
  </Edit>
);

// ---- players

const playerFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput
    key="team"
    source="team_id"
    reference="teams"
    sort={{ field: 'name', order: 'ASC' }}
    alwaysOn
  >
    <AutocompleteInput optionText="name" filterToQuery={(q: string) => ({ q })} />
  </ReferenceInput>,
  <SelectInput key="position" source="field_position" choices={[...POSITIONS]} alwaysOn />,
  <SelectInput key="status" source="status" choices={[...PLAYER_STATUSES]} />,
];

export function PlayerList() {
  return (
    <List exporter={false} perPage={25} filters={playerFilters} sort={{ field: 'surname', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="id" />
        <TextField source="surname" />
        <TextField source="name" />
        <TextField source="nickname" sortable={false} />
        <SelectField source="field_position" choices={[...POSITIONS]} />
        <TextField source="team_name" sortable={false} />
        <NumberField source="price" options={{ minimumFractionDigits: 1 }} />
        <SelectField source="status" choices={[...PLAYER_STATUSES]} />
      </Datagrid>
    </List>
  );
}

function PlayerForm() {
  return (
    <SimpleForm noValidate defaultValues={{ status: 'active' }}>
      <TextInput source="surname" validate={required()} />
      <TextInput source="name" validate={required()} />
      <TextInput source="nickname" />
      <SelectInput source="field_position" choices={[...POSITIONS]} validate={required()} />
      <ReferenceInput source="team_id" reference="teams" sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteInput optionText="name" filterToQuery={(q: string) => ({ q })} />
      </ReferenceInput>
      <NumberInput
        source="price"
        step={0.5}
        min={0.5}
        validate={[required(), priceStep]}
        helperText="Шаг 0,5"
      />
      <SelectInput source="status" choices={[...PLAYER_STATUSES]} validate={required()} />
      <UploadImageInput source="photo" />
      <TextInput source="external_url" validate={webUrl} fullWidth />
    </SimpleForm>
  );
}

export const PlayerCreate = () => (
  <Create redirect="list">
    <PlayerForm />
  </Create>
);
export const PlayerEdit = () => (
  <Edit mutationMode="pessimistic">
    <PlayerForm />
  </Edit>
);

// ---- venues

export function VenueList() {
  return (
    <List exporter={false} perPage={25} filters={search} sort={{ field: 'name', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="id" />
        <TextField source="name" />
        <TextField source="city" />
        <TextField source="address" sortable={false} />
      </Datagrid>
    </List>
  );
}

function VenueForm() {
  return (
    <SimpleForm noValidate>
      <TextInput source="name" validate={required()} />
      <TextInput source="city" />
      <TextInput source="address" fullWidth />
    </SimpleForm>
  );
}

export const VenueCreate = () => (
  <Create redirect="list">
    <VenueForm />
  </Create>
);
export const VenueEdit = () => (
  <Edit mutationMode="pessimistic">
    <VenueForm />
  </Edit>
);
