import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  AutocompleteInput,
  BooleanField,
  Button,
  Create,
  DeleteButton,
  Edit,
  Labeled,
  List,
  ListButton,
  NumberField,
  NumberInput,
  ReferenceInput,
  SelectField,
  SelectInput,
  SimpleForm,
  SimpleList,
  TextField,
  TextInput,
  TopToolbar,
  UrlField,
  maxValue,
  minValue,
  required,
  useNotify,
  useRecordContext,
  useRefresh,
  useUpdate,
} from 'react-admin';
import { GAME_LEAGUE, MODERATION, MODERATION_STATUSES, POSITIONS, STAGE_STATUSES } from '../text/screens.ts';
import { MoscowDateField, MoscowDateText, MoscowDateTimeInput } from '../ui/moscow-inputs.tsx';
import { dateRequired, webUrl } from '../ui/validators.ts';
import { ScoreStageButton } from '../scoring/ScoreStageButton.tsx';
import { SaveDeleteToolbar, SaveOnlyToolbar } from '../ui/toolbars.tsx';
import { ResourceList, searchAndStatusFilters, searchFilter } from './common.tsx';

// ---- fantasy stages

const stageFilters = searchAndStatusFilters(STAGE_STATUSES);

export function FantasyStageList() {
  return (
    <ResourceList filters={stageFilters} sort={{ field: 'tour', order: 'DESC' }}>
      <NumberField source="tour" />
      <TextField source="name" sortable={false} />
      <SelectField source="status" sortable={false} choices={[...STAGE_STATUSES]} />
      <MoscowDateField source="start_at" />
      <MoscowDateField source="update_closing_at" sortable={false} />
      <NumberField source="max_players_from_team_count" sortable={false} label="Клуб, макс." />
      <NumberField source="max_players_substitutions_count" sortable={false} label="Замен" />
      <BooleanField source="update_is_available" sortable={false} label="Составы открыты" />
      <MoscowDateField source="scored_at" sortable={false} />
      <ScoreStageButton game="fantasy" />
    </ResourceList>
  );
}

/** On creation the limits may stay empty: the league's defaults for new tours apply. */
function FantasyStageFields({ create = false }: { create?: boolean }) {
  const limit = (min: number) =>
    create ? [minValue(min), maxValue(15)] : [required(), minValue(min), maxValue(15)];
  const limitHelp = create ? GAME_LEAGUE.stageLimitsHelp : undefined;
  return (
    <>
      <TextInput source="name" validate={required()} />
      <NumberInput source="tour" min={1} max={99} validate={[required(), minValue(1)]} />
      <SelectInput source="status" choices={[...STAGE_STATUSES]} validate={required()} />
      <MoscowDateTimeInput source="start_at" validate={dateRequired} />
      <MoscowDateTimeInput source="stop_at" validate={dateRequired} />
      <MoscowDateTimeInput
        source="update_closing_at"
        helperText="Московское время; если пусто — за 60 минут до начала тура"
      />
      <NumberInput
        source="max_players_from_team_count"
        min={1}
        max={15}
        validate={limit(1)}
        helperText={limitHelp}
      />
      <NumberInput
        source="max_players_substitutions_count"
        min={0}
        max={15}
        validate={limit(0)}
        helperText={limitHelp}
      />
    </>
  );
}

export const FantasyStageCreate = () => (
  <Create redirect="list">
    <SimpleForm noValidate defaultValues={{ status: 'future' }}>
      <FantasyStageFields create />
    </SimpleForm>
  </Create>
);

function FantasyStageEditActions() {
  return (
    <TopToolbar>
      <ScoreStageButton game="fantasy" />
      <ListButton />
    </TopToolbar>
  );
}

function UpdateAvailability() {
  const record = useRecordContext<{ update_is_available: boolean }>();
  if (!record) return null;
  return <span>{record.update_is_available ? 'Да' : 'Нет'}</span>;
}

export const FantasyStageEdit = () => (
  <Edit mutationMode="pessimistic" actions={<FantasyStageEditActions />}>
    <SimpleForm noValidate>
      <FantasyStageFields />
      <Labeled label="resources.fantasy-stages.fields.update_is_available">
        <UpdateAvailability />
      </Labeled>
      <Labeled label="resources.fantasy-stages.fields.scored_at">
        <MoscowDateText source="scored_at" />
      </Labeled>
      <Labeled>
        <NumberField source="avg_points" emptyText="—" />
      </Labeled>
      <Labeled>
        <NumberField source="max_points" emptyText="—" />
      </Labeled>
    </SimpleForm>
  </Edit>
);

// ---- the scoring table: a fixed grid of event × position, only points change

export function ScoringRuleList() {
  return (
    <ResourceList
      filters={[<SelectInput key="pos" source="field_position" choices={[...POSITIONS]} alwaysOn />]}
      sort={{ field: 'event', order: 'ASC' }}
      perPage={100}
      pagination={false}
    >
      <TextField source="event_name" sortBy="event" />
      <SelectField source="field_position" choices={[...POSITIONS]} />
      <NumberField source="points" />
    </ResourceList>
  );
}

export const ScoringRuleEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <SimpleForm noValidate toolbar={<SaveOnlyToolbar />}>
      <Labeled>
        <TextField source="event_name" />
      </Labeled>
      <Labeled>
        <SelectField source="field_position" choices={[...POSITIONS]} />
      </Labeled>
      <NumberInput source="points" min={-20} max={20} validate={[required(), minValue(-20), maxValue(20)]} />
    </SimpleForm>
  </Edit>
);

// ---- media teams: fantasy teams of media partners, marked in the rating

export function MediaTeamList() {
  return (
    <ResourceList filters={[searchFilter]} sort={{ field: 'media_name', order: 'ASC' }}>
      <TextField source="id" />
      <TextField source="media_name" />
      <UrlField source="media_url" sortable={false} target="_blank" rel="noopener noreferrer" />
      <TextField source="name" />
      <TextField source="user_login" sortable={false} />
    </ResourceList>
  );
}

export const MediaTeamCreate = () => (
  <Create redirect="list">
    <SimpleForm noValidate>
      <ReferenceInput source="fantasy_team_id" reference="team-names" sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteInput
          optionText={(t: { name: string; user_login: string }) => `${t.name} (${t.user_login})`}
          filterToQuery={(q: string) => ({ q })}
          validate={required()}
          sx={{ minWidth: 360 }}
        />
      </ReferenceInput>
      <TextInput source="media_name" validate={required()} />
      <TextInput source="media_url" validate={webUrl} fullWidth />
    </SimpleForm>
  </Create>
);

export const MediaTeamEdit = () => (
  <Edit mutationMode="pessimistic">
    <SimpleForm noValidate toolbar={<SaveDeleteToolbar deleteLabel="Убрать из медиакоманд" />}>
      <Labeled>
        <TextField source="name" />
      </Labeled>
      <TextInput source="media_name" validate={required()} />
      <TextInput source="media_url" validate={webUrl} fullWidth />
    </SimpleForm>
  </Edit>
);

// ---- team-name moderation queue

function ModerationButtons() {
  const record = useRecordContext<{ id: number; moderation_status: number }>();
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record) return null;
  const decide = (status: 1 | 2) =>
    update(
      'team-names',
      { id: record.id, data: { moderation_status: status }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(status === 1 ? MODERATION.approved : MODERATION.rejected, { type: 'success' });
          refresh();
        },
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      <Button
        label={MODERATION.approve}
        disabled={isPending || record.moderation_status === 1}
        onClick={(e) => {
          e.stopPropagation();
          void decide(1);
        }}
      >
        <CheckIcon />
      </Button>
      <Button
        label={MODERATION.reject}
        color="error"
        disabled={isPending || record.moderation_status === 2}
        onClick={(e) => {
          e.stopPropagation();
          void decide(2);
        }}
      >
        <CloseIcon />
      </Button>
    </span>
  );
}

const teamNameFilters = [
  searchFilter,
  <SelectInput key="status" source="moderation_status" choices={[...MODERATION_STATUSES]} alwaysOn />,
];

/** A phone gets one card per name with its decision buttons in reach, instead of a table wider than the screen. */
function TeamNamePhoneList() {
  return (
    <List
      exporter={false}
      perPage={25}
      filters={teamNameFilters}
      filterDefaultValues={{ moderation_status: 0 }}
      sort={{ field: 'id', order: 'ASC' }}
    >
      <SimpleList<{ id: number; name: string; user_login: string; moderation_status: number }>
        rowClick={false}
        primaryText={(r) => r.name}
        secondaryText={(r) =>
          MODERATION.line(
            r.user_login,
            MODERATION_STATUSES.find((s) => s.id === r.moderation_status)?.name ?? '',
          )
        }
        tertiaryText={() => <ModerationButtons />}
      />
    </List>
  );
}

export function TeamNameList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (phone) return <TeamNamePhoneList />;
  return (
    <ResourceList
      rowClick={false}
      filters={teamNameFilters}
      filterDefaultValues={{ moderation_status: 0 }}
      sort={{ field: 'id', order: 'ASC' }}
    >
      <TextField source="id" />
      <TextField source="name" />
      <TextField source="user_login" sortable={false} />
      <SelectField source="moderation_status" sortable={false} choices={[...MODERATION_STATUSES]} />
      <MoscowDateField source="created_at" sortable={false} />
      <ModerationButtons />
    </ResourceList>
  );
}

// ---- forbidden words: a team name holding one is rejected at once

export function ForbiddenWordList() {
  return (
    <ResourceList rowClick={false} filters={[searchFilter]} sort={{ field: 'word', order: 'ASC' }}>
      <TextField source="word" />
      <DeleteButton mutationMode="pessimistic" />
    </ResourceList>
  );
}

export const ForbiddenWordCreate = () => (
  <Create redirect="list">
    <SimpleForm noValidate>
      <TextInput source="word" validate={required()} helperText="Без учёта регистра" />
    </SimpleForm>
  </Create>
);
