import type { ComponentType, ReactElement, ReactNode } from 'react';
import {
  Create,
  Datagrid,
  Edit,
  List,
  SearchInput,
  SelectInput,
  type DatagridProps,
  type ListProps,
} from 'react-admin';

/** The back office's list: 25 a page, no export, no bulk actions; a row opens its edit form unless `rowClick` says otherwise. */
export function ResourceList({
  children,
  rowClick = 'edit',
  ...props
}: Omit<ListProps, 'children'> & { children: ReactNode; rowClick?: DatagridProps['rowClick'] }) {
  return (
    <List exporter={false} perPage={25} {...props}>
      {/* A table wider than a phone scrolls inside its own box: the page, its filters and actions stay in view. */}
      <Datagrid
        rowClick={rowClick}
        bulkActionButtons={false}
        sx={{ '& .RaDatagrid-tableWrapper': { overflowX: 'auto' } }}
      >
        {children}
      </Datagrid>
    </List>
  );
}

/** The free-text filter every list shows first. */
export const searchFilter: ReactElement = <SearchInput key="q" source="q" alwaysOn />;

/** The search and an always-shown status select. */
export const searchAndStatusFilters = (choices: readonly { id: string | number; name: string }[]) => [
  searchFilter,
  <SelectInput key="status" source="status" choices={[...choices]} alwaysOn />,
];

/** A form's create page (back to the list after saving) and edit page (a save waits for the API). */
export function formPages(Form: ComponentType) {
  return {
    Create: () => (
      <Create redirect="list">
        <Form />
      </Create>
    ),
    Edit: () => (
      <Edit mutationMode="pessimistic">
        <Form />
      </Edit>
    ),
  };
}
