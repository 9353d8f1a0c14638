import { Checkbox } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { type HTMLAttributes, type ReactNode, createContext, memo, useContext, useMemo } from 'react';
import { type KeySetStore, createKeySetStore, useHasKey, useKeySet } from '../../hooks/key-set-store.ts';
import { ExpandButton } from './expand-button.tsx';

/**
 * Info rows and row selection of an overview, kept in key-set stores instead of antd's `expandable` and
 * `rowSelection`: antd re-renders every row of the page when one row opens or is selected (about half of each click
 * on a page of 100 rows). Here only the row whose state changed renders again. The markup keeps antd's classes
 * (`ant-table-expanded-row`, `ant-table-row-selected`, `ant-table-selection-column`, `ant-table-row-expand-icon-cell`),
 * so the table looks as antd's own.
 */
export type Keyed = { id: string };

/** The labels of the Info and selection columns; the row labels name the row ('Select display 12'). */
export type ListRowTexts<T> = {
  info: string;
  infoFor: (row: T) => string;
  selectAll: string;
  selectRow: (row: T) => string;
};

type RowsState = {
  rows: ReadonlyMap<string, Keyed>;
  expanded: KeySetStore;
  selected?: KeySetStore;
  colSpan: number;
  renderInfo: (row: never) => ReactNode;
};

const RowsContext = createContext<RowsState | null>(null);
/** Stands in for the selection of a table without one. */
const noSelection = createKeySetStore();

/** The table's `<tr>`: adds the selected class and, when open, the Info row below it. */
function ListRow(props: HTMLAttributes<HTMLTableRowElement> & { 'data-row-key'?: string }) {
  const state = useContext(RowsContext);
  const key = props['data-row-key'];
  if (!state || key === undefined) return <tr {...props} />;
  return <KeyedRow {...props} rowKey={key} state={state} />;
}

function KeyedRow({
  rowKey,
  state,
  ...props
}: HTMLAttributes<HTMLTableRowElement> & { rowKey: string; state: RowsState }) {
  const open = useHasKey(state.expanded, rowKey);
  const selected = useHasKey(state.selected ?? noSelection, rowKey);
  const row = state.rows.get(rowKey);
  return (
    <>
      <tr {...props} className={selected ? `${props.className ?? ''} ant-table-row-selected` : props.className} />
      {open && row && (
        <tr className="ant-table-expanded-row ant-table-expanded-row-level-1">
          <td className="ant-table-cell" colSpan={state.colSpan}>
            {(state.renderInfo as (row: Keyed) => ReactNode)(row)}
          </td>
        </tr>
      )}
    </>
  );
}

const InfoToggle = memo(function InfoToggle({
  store,
  id,
  label,
  onIntent,
}: {
  store: KeySetStore;
  id: string;
  label: string;
  onIntent?: (id: string) => void;
}) {
  const open = useHasKey(store, id);
  return (
    <ExpandButton
      expanded={open}
      label={label}
      onClick={() => store.toggle(id)}
      onIntent={onIntent && (() => onIntent(id))}
    />
  );
});

const RowCheckbox = memo(function RowCheckbox({ store, id, label }: { store: KeySetStore; id: string; label: string }) {
  const checked = useHasKey(store, id);
  return <Checkbox checked={checked} aria-label={label} onChange={(e) => store.toggle(id, e.target.checked)} />;
});

function SelectAllCheckbox({ store, ids, label }: { store: KeySetStore; ids: string[]; label: string }) {
  const selected = useKeySet(store);
  const count = ids.filter((id) => selected.has(id)).length;
  return (
    <Checkbox
      aria-label={label}
      disabled={ids.length === 0}
      checked={ids.length > 0 && count === ids.length}
      indeterminate={count > 0 && count < ids.length}
      onChange={(e) => store.setMany(ids, e.target.checked)}
    />
  );
}

/** Cells render again only when their row changes: selecting or opening one row must not redraw 100 rows. */
const unchangedRow = <T,>(record: T, prev: T) => record !== prev;

export type ListRowsOptions<T extends Keyed> = {
  rows: readonly T[];
  columns: ColumnType<T>[];
  expanded: KeySetStore;
  selected?: KeySetStore;
  renderInfo: (row: T) => ReactNode;
  /** Called when the pointer or the focus reaches a closed Info toggle, to start loading what the Info row shows. */
  prefetchInfo?: (id: string) => void;
  texts: ListRowTexts<T>;
};

/**
 * The Info column (and, with a selection store, the checkbox column) in front of `columns`, the row component and
 * the context provider that together replace antd's `expandable` and `rowSelection`.
 */
export function useListRows<T extends Keyed>(opts: ListRowsOptions<T>) {
  const { rows, columns, expanded, selected, renderInfo, prefetchInfo, texts } = opts;
  const allColumns = useMemo(() => {
    const ids = rows.map((r) => r.id);
    const lead: ColumnType<T>[] = [
      {
        key: 'info',
        title: texts.info,
        width: 56,
        className: 'ant-table-row-expand-icon-cell',
        shouldCellUpdate: unchangedRow,
        render: (_, row) => (
          <InfoToggle store={expanded} id={row.id} label={texts.infoFor(row)} onIntent={prefetchInfo} />
        ),
      },
    ];
    if (selected) {
      lead.push({
        key: 'select',
        title: <SelectAllCheckbox store={selected} ids={ids} label={texts.selectAll} />,
        width: 40,
        className: 'ant-table-selection-column',
        shouldCellUpdate: unchangedRow,
        render: (_, row) => <RowCheckbox store={selected} id={row.id} label={texts.selectRow(row)} />,
      });
    }
    const own = columns.map((column) =>
      column.shouldCellUpdate ? column : { ...column, shouldCellUpdate: unchangedRow },
    );
    return [...lead, ...own];
  }, [rows, columns, expanded, selected, prefetchInfo, texts]);
  const state = useMemo<RowsState>(
    () => ({
      rows: new Map(rows.map((r) => [r.id, r])),
      expanded,
      selected,
      colSpan: allColumns.length,
      renderInfo: renderInfo as (row: never) => ReactNode,
    }),
    [rows, expanded, selected, allColumns.length, renderInfo],
  );
  return { columns: allColumns, components: tableComponents, state };
}

const tableComponents = { body: { row: ListRow } };

export function ListRowsProvider({ state, children }: { state: RowsState; children: ReactNode }) {
  return <RowsContext.Provider value={state}>{children}</RowsContext.Provider>;
}
