import ScoreboardIcon from '@mui/icons-material/Scoreboard';
import SportsSoccerIcon from '@mui/icons-material/SportsSoccer';
import {
  AutocompleteInput,
  BooleanField,
  Button,
  Create,
  Edit,
  FunctionField,
  NumberField,
  NumberInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  TopToolbar,
  ListButton,
  required,
  minValue,
  useRecordContext,
} from 'react-admin';
import { Link } from 'react-router-dom';
import type { AdminMatch } from '@mliga/contract';
import { CENTRE, RESULT, VALIDATION } from '../text/screens.ts';
import { MoscowDateField, MoscowDateTimeInput } from '../ui/moscow-inputs.tsx';
import { dateRequired, webUrl } from '../ui/validators.ts';
import { ResourceList, searchFilter } from './common.tsx';

export const matchTitle = (m: Pick<AdminMatch, 'home_team_name' | 'guest_team_name' | 'tour'>) =>
  `${m.home_team_name} — ${m.guest_team_name} (тур ${m.tour})`;

/** Opens the result form of the match (score and per-player statistics). */
export function ResultButton() {
  const record = useRecordContext<AdminMatch>();
  if (!record) return null;
  return (
    <Button
      component={Link}
      to={`/matches/${record.id}/result`}
      label={RESULT.button}
      onClick={(event) => event.stopPropagation()}
    >
      <ScoreboardIcon />
    </Button>
  );
}

/** Opens the match centre: the match entered event by event while it is played. */
export function CentreButton() {
  const record = useRecordContext<AdminMatch>();
  if (!record) return null;
  return (
    <Button
      component={Link}
      to={`/matches/${record.id}/centre`}
      label={CENTRE.button}
      onClick={(event) => event.stopPropagation()}
    >
      <SportsSoccerIcon />
    </Button>
  );
}

const teamInput = (source: string) => (
  <ReferenceInput source={source} reference="teams" sort={{ field: 'name', order: 'ASC' }} perPage={100}>
    <AutocompleteInput optionText="name" filterToQuery={(q: string) => ({ q })} validate={required()} />
  </ReferenceInput>
);

const matchFilters = [
  searchFilter,
  <ReferenceInput key="season" source="season_id" reference="seasons" sort={{ field: 'id', order: 'DESC' }}>
    <SelectInput optionText="name" />
  </ReferenceInput>,
  <NumberInput key="tour" source="tour" min={1} alwaysOn />,
  <ReferenceInput key="team" source="team_id" reference="teams" sort={{ field: 'name', order: 'ASC' }}>
    <AutocompleteInput optionText="name" filterToQuery={(q: string) => ({ q })} />
  </ReferenceInput>,
];

export function MatchList() {
  return (
    <ResourceList filters={matchFilters} sort={{ field: 'starts_at', order: 'DESC' }}>
      <TextField source="id" />
      <NumberField source="tour" />
      <MoscowDateField source="starts_at" />
      <TextField source="home_team_name" sortable={false} />
      <FunctionField
        source="score"
        sortable={false}
        render={(m: AdminMatch) => (m.home_score === null ? '—' : `${m.home_score}:${m.guest_score}`)}
      />
      <TextField source="guest_team_name" sortable={false} />
      <BooleanField source="is_finished" sortable={false} />
      <NumberField source="stats_count" sortable={false} />
      <ResultButton />
    </ResourceList>
  );
}

function validateMatch(values: Record<string, unknown>) {
  const errors: Record<string, string> = {};
  if (values.home_team_id && values.home_team_id === values.guest_team_id)
    errors.guest_team_id = VALIDATION.sameTeams;
  return errors;
}

function MatchForm() {
  return (
    <SimpleForm noValidate validate={validateMatch}>
      <ReferenceInput source="season_id" reference="seasons" sort={{ field: 'id', order: 'DESC' }}>
        <SelectInput optionText="name" helperText="Если не выбран — текущий сезон" />
      </ReferenceInput>
      <NumberInput source="tour" min={1} max={99} validate={[required(), minValue(1)]} />
      <MoscowDateTimeInput source="starts_at" validate={dateRequired} />
      {teamInput('home_team_id')}
      {teamInput('guest_team_id')}
      <ReferenceInput source="venue_id" reference="venues" sort={{ field: 'name', order: 'ASC' }}>
        <SelectInput optionText="name" />
      </ReferenceInput>
      <TextInput source="ticket_url" validate={webUrl} fullWidth />
      <TextInput source="external_url" validate={webUrl} fullWidth />
    </SimpleForm>
  );
}

// After creating a match staff usually go on to its result or details: stay on it.
export const MatchCreate = () => (
  <Create redirect="edit">
    <MatchForm />
  </Create>
);

function MatchEditActions() {
  return (
    <TopToolbar>
      <CentreButton />
      <ResultButton />
      <ListButton />
    </TopToolbar>
  );
}

export const MatchEdit = () => (
  <Edit mutationMode="pessimistic" actions={<MatchEditActions />}>
    <MatchForm />
  </Edit>
);
