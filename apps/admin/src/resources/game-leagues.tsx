import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import {
  AutocompleteInput,
  BooleanField,
  BooleanInput,
  Create,
  Edit,
  Labeled,
  List,
  NumberField,
  NumberInput,
  ReferenceInput,
  SimpleForm,
  SimpleList,
  TextField,
  TextInput,
  maxValue,
  minValue,
  required,
} from 'react-admin';
import { GAME_LEAGUE } from '../text/screens.ts';
import { SaveOnlyToolbar } from '../ui/toolbars.tsx';
import { budgetStep } from '../ui/validators.ts';
import { ResourceList, searchFilter } from './common.tsx';

/** A game's leagues: one a season; the active one is what the site shows (issue 19). */
const search = [searchFilter];

/** The season is chosen once, on creation (the current one when left empty). */
function SeasonChoice() {
  return (
    <ReferenceInput source="season_id" reference="seasons" sort={{ field: 'id', order: 'DESC' }}>
      <AutocompleteInput
        optionText="name"
        filterToQuery={(q: string) => ({ q })}
        helperText={GAME_LEAGUE.seasonHelp}
      />
    </ReferenceInput>
  );
}

function SeasonShown() {
  return (
    <Labeled source="season_name">
      <TextField source="season_name" />
    </Labeled>
  );
}

type LeagueRecord = {
  id: number;
  name: string;
  season_name: string;
  is_active: boolean;
  stages_count: number;
};

/** A phone gets one line per league (name; season, active, tours) instead of a table wider than the screen. */
function LeagueList({ children }: { children: ReactNode }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (!phone)
    return (
      <ResourceList filters={search} sort={{ field: 'id', order: 'DESC' }}>
        {children}
      </ResourceList>
    );
  return (
    <List exporter={false} perPage={25} filters={search} sort={{ field: 'id', order: 'DESC' }}>
      <SimpleList<LeagueRecord>
        linkType="edit"
        primaryText={(r) => r.name}
        secondaryText={(r) => GAME_LEAGUE.line(r.season_name, r.is_active, r.stages_count)}
      />
    </List>
  );
}

const activeInput = <BooleanInput source="is_active" helperText={GAME_LEAGUE.activeHelp} />;

// ---- predictor leagues

export function PredictorLeagueList() {
  return (
    <LeagueList>
      <TextField source="id" />
      <TextField source="name" />
      <TextField source="season_name" sortable={false} />
      <BooleanField source="is_active" sortable={false} />
      <NumberField source="closes_before_minutes" sortable={false} />
      <BooleanField source="partner_rating" sortable={false} />
      <NumberField source="stages_count" sortable={false} />
    </LeagueList>
  );
}

function PredictorLeagueFields() {
  return (
    <>
      <TextInput source="name" validate={required()} />
      {activeInput}
      <NumberInput
        source="closes_before_minutes"
        min={0}
        max={1440}
        validate={[required(), minValue(0), maxValue(1440)]}
        helperText={GAME_LEAGUE.closesHelp}
      />
      <BooleanInput source="partner_rating" helperText={GAME_LEAGUE.partnerHelp} />
    </>
  );
}

export const PredictorLeagueCreate = () => (
  <Create redirect="list">
    <SimpleForm
      noValidate
      defaultValues={{ is_active: true, closes_before_minutes: 60, partner_rating: true }}
    >
      <SeasonChoice />
      <PredictorLeagueFields />
    </SimpleForm>
  </Create>
);

export const PredictorLeagueEdit = () => (
  <Edit mutationMode="pessimistic">
    <SimpleForm noValidate toolbar={<SaveOnlyToolbar />}>
      <SeasonShown />
      <PredictorLeagueFields />
    </SimpleForm>
  </Edit>
);

// ---- fantasy leagues

export function FantasyLeagueList() {
  return (
    <LeagueList>
      <TextField source="id" />
      <TextField source="name" />
      <TextField source="season_name" sortable={false} />
      <BooleanField source="is_active" sortable={false} />
      <NumberField source="budget" sortable={false} options={{ minimumFractionDigits: 1 }} />
      <NumberField source="stages_count" sortable={false} />
      <NumberField source="teams_count" sortable={false} />
    </LeagueList>
  );
}

function FantasyLeagueFields() {
  return (
    <>
      <TextInput source="name" validate={required()} />
      {activeInput}
      <NumberInput
        source="budget"
        step={0.5}
        min={10}
        max={1000}
        validate={[required(), minValue(10), maxValue(1000), budgetStep]}
        helperText={GAME_LEAGUE.budgetHelp}
      />
      <NumberInput
        source="default_max_players_from_team_count"
        min={1}
        max={15}
        validate={[required(), minValue(1), maxValue(15)]}
        helperText={GAME_LEAGUE.limitsHelp}
      />
      <NumberInput
        source="default_max_players_substitutions_count"
        min={0}
        max={15}
        validate={[required(), minValue(0), maxValue(15)]}
        helperText={GAME_LEAGUE.limitsHelp}
      />
    </>
  );
}

export const FantasyLeagueCreate = () => (
  <Create redirect="list">
    <SimpleForm
      noValidate
      defaultValues={{
        is_active: true,
        budget: 100,
        default_max_players_from_team_count: 3,
        default_max_players_substitutions_count: 2,
      }}
    >
      <SeasonChoice />
      <FantasyLeagueFields />
    </SimpleForm>
  </Create>
);

export const FantasyLeagueEdit = () => (
  <Edit mutationMode="pessimistic">
    <SimpleForm noValidate toolbar={<SaveOnlyToolbar />}>
      <SeasonShown />
      <FantasyLeagueFields />
    </SimpleForm>
  </Edit>
);
