import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import {
  BooleanInput,
  Button,
  Edit,
  FunctionField,
  Labeled,
  SelectField,
  SelectInput,
  SimpleForm,
  TextField,
  useNotify,
  useRecordContext,
  useRefresh,
  useUpdate,
} from 'react-admin';
import { ROLES, USERS } from '../text/screens.ts';
import { SaveOnlyToolbar } from '../ui/toolbars.tsx';
import { formatMoscow } from '../time/moscow.ts';
import { MoscowDateField } from '../ui/moscow-inputs.tsx';
import { ResourceList, searchFilter } from './common.tsx';

interface UserRecord {
  id: number;
  login: string;
  role: string;
  winline_id: string | null;
  winline_linked_at: string | null;
  is_blocked: boolean;
}

const partnerLink = (u: UserRecord) =>
  u.winline_id ? USERS.partnerLinked(u.winline_id, formatMoscow(u.winline_linked_at)) : USERS.partnerNone;

function useUserPatch() {
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();
  const patch = (record: UserRecord, data: Partial<UserRecord>, done: string) =>
    update(
      'users',
      { id: record.id, data, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(done, { type: 'success' });
          refresh();
        },
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  return { patch, isPending };
}

/** Block (sign-in refused, sessions ended) or unblock. */
export function BlockButton() {
  const record = useRecordContext<UserRecord>();
  const { patch, isPending } = useUserPatch();
  if (!record) return null;
  const blocking = !record.is_blocked;
  return (
    <Button
      label={blocking ? USERS.block : USERS.unblock}
      color={blocking ? 'error' : 'primary'}
      disabled={isPending}
      onClick={(e) => {
        e.stopPropagation();
        void patch(record, { is_blocked: blocking }, blocking ? USERS.blocked : USERS.unblocked);
      }}
    >
      {blocking ? <BlockIcon /> : <LockOpenIcon />}
    </Button>
  );
}

/** Grant or remove the admin role. */
export function RoleButton() {
  const record = useRecordContext<UserRecord>();
  const { patch, isPending } = useUserPatch();
  if (!record) return null;
  const toAdmin = record.role !== 'admin';
  return (
    <Button
      label={toAdmin ? USERS.makeAdmin : USERS.makeUser}
      disabled={isPending}
      onClick={(e) => {
        e.stopPropagation();
        void patch(record, { role: toAdmin ? 'admin' : 'user' }, USERS.roleChanged);
      }}
    >
      <AdminPanelSettingsIcon />
    </Button>
  );
}

const filters = [
  searchFilter,
  <SelectInput key="role" source="role" choices={[...ROLES]} alwaysOn />,
  <BooleanInput key="blocked" source="is_blocked" />,
  <BooleanInput key="partner" source="has_partner" label="Партнёрский аккаунт привязан" />,
];

export function UserList() {
  return (
    <ResourceList filters={filters} sort={{ field: 'id', order: 'DESC' }}>
      <TextField source="id" />
      <TextField source="login" />
      <TextField source="email" sortable={false} />
      <TextField source="phone" sortable={false} />
      <SelectField source="role" sortable={false} choices={[...ROLES]} />
      <FunctionField source="winline_id" sortable={false} render={partnerLink} />
      <MoscowDateField source="created_at" sortable={false} />
      {/* The button says the state (Заблокировать / Разблокировать): no separate column, so the list fits 1440 px. */}
      <BlockButton />
    </ResourceList>
  );
}

export const UserEdit = () => (
  <Edit mutationMode="pessimistic">
    <SimpleForm noValidate toolbar={<SaveOnlyToolbar />}>
      <Labeled>
        <TextField source="login" />
      </Labeled>
      <Labeled>
        <TextField source="email" />
      </Labeled>
      <Labeled>
        <TextField source="phone" emptyText="—" />
      </Labeled>
      <Labeled label="resources.users.fields.winline_id">
        <FunctionField render={partnerLink} />
      </Labeled>
      <Labeled label="resources.users.fields.created_at">
        <MoscowDateField source="created_at" />
      </Labeled>
      <SelectInput source="role" choices={[...ROLES]} />
      <BooleanInput
        source="is_blocked"
        helperText="Заблокированный пользователь не может войти; его сеансы завершаются"
      />
      <div style={{ display: 'flex', gap: 8 }}>
        <BlockButton />
        <RoleButton />
      </div>
    </SimpleForm>
  </Edit>
);
