import AddIcon from '@mui/icons-material/Add';
import Typography from '@mui/material/Typography';
import {
  ArrayInput,
  BooleanField,
  AutocompleteInput,
  Button,
  Create,
  Datagrid,
  Edit,
  FormDataConsumer,
  Labeled,
  NumberField,
  NumberInput,
  RadioButtonGroupInput,
  ReferenceInput,
  ReferenceManyField,
  SelectField,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
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
import { EVENT_KINDS, STAGE, STAGE_STATUSES } from '../text/screens.ts';
import { MoscowDateField, MoscowDateText, MoscowDateTimeInput } from '../ui/moscow-inputs.tsx';
import { UploadImageInput } from '../ui/image-input.tsx';
import { dateRequired } from '../ui/validators.ts';
import { ScoreStageButton } from '../scoring/ScoreStageButton.tsx';
import { matchTitle } from './matches.tsx';
import { QuestionAnswerPanel } from './question-answer.tsx';
import { ResourceList, searchAndStatusFilters } from './common.tsx';

// ---- stages

const stageFilters = searchAndStatusFilters(STAGE_STATUSES);

export function PredictorStageList() {
  return (
    <ResourceList filters={stageFilters} sort={{ field: 'tour', order: 'DESC' }}>
      <NumberField source="tour" />
      <TextField source="name" sortable={false} />
      <SelectField source="status" sortable={false} choices={[...STAGE_STATUSES]} />
      <MoscowDateField source="start_at" />
      <MoscowDateField source="closes_at" sortable={false} />
      <MoscowDateField source="scored_at" sortable={false} />
      <NumberField source="events_count" sortable={false} />
      <ScoreStageButton game="predictor" />
    </ResourceList>
  );
}

function StageFields() {
  return (
    <>
      <TextInput source="name" validate={required()} />
      <NumberInput source="tour" min={1} max={99} validate={[required(), minValue(1)]} />
      <SelectInput source="status" choices={[...STAGE_STATUSES]} validate={required()} />
      <MoscowDateTimeInput
        source="start_at"
        validate={dateRequired}
        helperText="Московское время; когда в туре появятся матчи, берётся время первого матча"
      />
    </>
  );
}

export const PredictorStageCreate = () => (
  <Create redirect="edit">
    <SimpleForm noValidate defaultValues={{ status: 'future' }}>
      <StageFields />
    </SimpleForm>
  </Create>
);

function AddEventButton() {
  const stage = useRecordContext<{ id: number }>();
  if (!stage) return null;
  return (
    <Button
      component={Link}
      to="/predictor-events/create"
      state={{ record: { stage_id: stage.id, kind: 'match' } }}
      label={STAGE.addEvent}
    >
      <AddIcon />
    </Button>
  );
}

function StageEditActions() {
  return (
    <TopToolbar>
      <ScoreStageButton game="predictor" />
      <ListButton />
    </TopToolbar>
  );
}

export const PredictorStageEdit = () => (
  <Edit mutationMode="pessimistic" actions={<StageEditActions />}>
    <SimpleForm noValidate>
      <StageFields />
      <Labeled label="resources.predictor-stages.fields.closes_at">
        <span data-testid="closes-at">
          <MoscowDateText source="closes_at" /> — {STAGE.closesHint}
        </span>
      </Labeled>
      <Labeled label="resources.predictor-stages.fields.stop_at">
        <MoscowDateText source="stop_at" />
      </Labeled>
      <Labeled label="resources.predictor-stages.fields.scored_at">
        <MoscowDateText source="scored_at" />
      </Labeled>
      <Typography variant="h6">{STAGE.events}</Typography>
      <ReferenceManyField
        reference="predictor-events"
        target="stage_id"
        sort={{ field: 'sort_order', order: 'ASC' }}
        perPage={100}
      >
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <SelectField source="kind" sortable={false} choices={[...EVENT_KINDS]} />
          <EventNameField label="resources.predictor-events.fields.name" />
          <MoscowDateField source="starts_at" />
          <NumberField source="points" sortable={false} />
          <BooleanField source="has_predictions" sortable={false} />
        </Datagrid>
      </ReferenceManyField>
      <AddEventButton />
    </SimpleForm>
  </Edit>
);

// ---- events: matches, questions, the bonus question

interface EventRecord {
  id: number;
  kind: string;
  match_name: string | null;
  name: string | null;
  variants?: Array<{ id?: number; name: string }>;
}

function EventNameField(_: { label?: string }) {
  const record = useRecordContext<EventRecord>();
  if (!record) return null;
  return <span>{record.kind === 'match' ? record.match_name : record.name}</span>;
}

const eventFilters = [
  <ReferenceInput
    key="stage"
    source="stage_id"
    reference="predictor-stages"
    sort={{ field: 'tour', order: 'DESC' }}
    alwaysOn
  >
    <SelectInput optionText="name" />
  </ReferenceInput>,
  <SelectInput key="kind" source="kind" choices={[...EVENT_KINDS]} alwaysOn />,
];

export function PredictorEventList() {
  return (
    <ResourceList filters={eventFilters} sort={{ field: 'id', order: 'DESC' }}>
      <TextField source="id" />
      <TextField source="stage_id" sortable={false} />
      <SelectField source="kind" sortable={false} choices={[...EVENT_KINDS]} />
      <EventNameField label="resources.predictor-events.fields.name" />
      <MoscowDateField source="starts_at" />
      <NumberField source="points" sortable={false} />
      <BooleanField source="has_predictions" sortable={false} />
    </ResourceList>
  );
}

const ANSWER_TYPES = [
  { id: 'variants', name: STAGE.withVariants },
  { id: 'numeric', name: STAGE.numeric },
];

/** `stage_id` and `kind` are fixed once the event exists (the API refuses to move or retype it). */
function EventFields({ editing = false }: { editing?: boolean }) {
  return (
    <>
      <ReferenceInput source="stage_id" reference="predictor-stages" sort={{ field: 'tour', order: 'DESC' }}>
        <SelectInput optionText="name" validate={required()} readOnly={editing} />
      </ReferenceInput>
      <SelectInput source="kind" choices={[...EVENT_KINDS]} validate={required()} readOnly={editing} />
      <FormDataConsumer>
        {({ formData }) =>
          formData.kind === 'match' ? (
            <ReferenceInput
              source="match_id"
              reference="matches"
              sort={{ field: 'starts_at', order: 'DESC' }}
            >
              <AutocompleteInput
                optionText={(m: AdminMatch) => matchTitle(m)}
                filterToQuery={(q: string) => ({ q })}
                validate={required()}
                sx={{ minWidth: 400 }}
              />
            </ReferenceInput>
          ) : (
            <>
              <TextInput source="name" validate={required()} fullWidth />
              <UploadImageInput source="image" />
              <NumberInput source="points" min={0} max={100} validate={[required(), minValue(0)]} />
              <MoscowDateTimeInput source="starts_at" validate={dateRequired} />
              <RadioButtonGroupInput source="answer_type" choices={ANSWER_TYPES} />
              {formData.answer_type !== 'numeric' && (
                <ArrayInput source="variants">
                  <SimpleFormIterator inline disableReordering>
                    <TextInput source="name" validate={required()} />
                    <UploadImageInput source="image" />
                  </SimpleFormIterator>
                </ArrayInput>
              )}
            </>
          )
        }
      </FormDataConsumer>
      <NumberInput source="sort_order" min={0} max={1000} />
    </>
  );
}

/** The form's helper field goes; a match carries no question data; a numeric question has no variants. */
function toEventBody(data: Record<string, unknown>) {
  const { answer_type: answerType, ...body } = data;
  if (body.kind === 'match') {
    return { ...body, name: null, image: null, points: null, variants: [] };
  }
  const variants = answerType === 'numeric' ? [] : ((body.variants as unknown[] | undefined) ?? []);
  return {
    ...body,
    match_id: null,
    variants: variants.map((variant, index) => ({ ...(variant as object), sort_order: index + 1 })),
  };
}

export const PredictorEventCreate = () => (
  <Create redirect="edit" transform={toEventBody}>
    <SimpleForm noValidate defaultValues={{ kind: 'match', answer_type: 'variants', sort_order: 0 }}>
      <EventFields />
    </SimpleForm>
  </Create>
);

export const PredictorEventEdit = () => (
  <Edit
    mutationMode="pessimistic"
    transform={toEventBody}
    queryOptions={{
      select: (record: EventRecord) => ({
        ...record,
        answer_type: record.kind !== 'match' && (record.variants ?? []).length === 0 ? 'numeric' : 'variants',
      }),
    }}
    aside={<QuestionAnswerPanel />}
  >
    <SimpleForm noValidate>
      <EventFields editing />
    </SimpleForm>
  </Edit>
);
