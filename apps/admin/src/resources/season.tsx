import {
  AutocompleteInput,
  BooleanField,
  BooleanInput,
  ImageField,
  NumberField,
  NumberInput,
  ReferenceInput,
  SelectField,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  CreateButton,
  TopToolbar,
  required,
} from 'react-admin';
import { PLAYER_STATUSES, POSITIONS } from '../text/screens.ts';
import { UploadImageInput } from '../ui/image-input.tsx';
import { priceStep, webUrl } from '../ui/validators.ts';
import { ResourceList, formPages, searchFilter } from './common.tsx';
import { NextSeasonButton } from './next-season.tsx';

const search = [searchFilter];

// ---- seasons

export function SeasonList() {
  const actions = (
    <TopToolbar>
      <CreateButton />
      <NextSeasonButton />
    </TopToolbar>
  );
  return (
    <ResourceList filters={search} sort={{ field: 'id', order: 'DESC' }} actions={actions}>
      <TextField source="id" />
      <TextField source="name" />
      <TextField source="year" />
      <BooleanField source="is_current" sortable={false} />
    </ResourceList>
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

export const { Create: SeasonCreate, Edit: SeasonEdit } = formPages(SeasonForm);

// ---- teams

export function TeamList() {
  return (
    <ResourceList filters={search} sort={{ field: 'name', order: 'ASC' }}>
      <TextField source="id" />
      <ImageField
        source="logo"
        sortable={false}
        sx={{ '& img': { maxWidth: 40, maxHeight: 40, objectFit: 'contain' } }}
      />
      <TextField source="name" />
      <TextField source="short_name" />
      <TextField source="city" sortable={false} />
    </ResourceList>
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

export const { Create: TeamCreate, Edit: TeamEdit } = formPages(TeamForm);

// ---- players

const playerFilters = [
  searchFilter,
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
    <ResourceList filters={playerFilters} sort={{ field: 'surname', order: 'ASC' }}>
      <TextField source="id" />
      <TextField source="surname" />
      <TextField source="name" />
      <TextField source="nickname" sortable={false} />
      <SelectField source="field_position" choices={[...POSITIONS]} />
      <TextField source="team_name" sortable={false} />
      <NumberField source="price" options={{ minimumFractionDigits: 1 }} />
      <SelectField source="status" choices={[...PLAYER_STATUSES]} />
    </ResourceList>
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

export const { Create: PlayerCreate, Edit: PlayerEdit } = formPages(PlayerForm);

// ---- venues

export function VenueList() {
  return (
    <ResourceList filters={search} sort={{ field: 'name', order: 'ASC' }}>
      <TextField source="id" />
      <TextField source="name" />
      <TextField source="city" />
      <TextField source="address" sortable={false} />
    </ResourceList>
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

export const { Create: VenueCreate, Edit: VenueEdit } = formPages(VenueForm);
