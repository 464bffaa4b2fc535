import { DeleteButton, SaveButton, Toolbar } from 'react-admin';

/** For records the API never deletes (users, the scoring table): save only. */
export function SaveOnlyToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}

/** Save, and a delete button named for what it really does. */
export function SaveDeleteToolbar({ deleteLabel }: { deleteLabel: string }) {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteButton label={deleteLabel} mutationMode="pessimistic" />
    </Toolbar>
  );
}
