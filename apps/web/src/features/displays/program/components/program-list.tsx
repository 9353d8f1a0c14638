import { type DragEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DraftRow, RowErrors } from '../lib/program-draft.ts';
import { ProgramRow, type RowEditing } from './program-row.tsx';
import styles from './program.module.css';

const noErrors = {};

/**
 * The program's rows in their order. Editing: native drag and drop from each row's handle (the row it is dropped on
 * takes its place) and move up and down buttons for keyboards; read-only without `onChange`.
 */
export function ProgramList({
  rows,
  errors,
  onChange,
  onMove,
  onRemove,
}: {
  rows: readonly DraftRow[];
  errors: RowErrors;
  onChange?: RowEditing['onChange'];
  onMove?: RowEditing['onMove'];
  onRemove?: RowEditing['onRemove'];
}) {
  const { t } = useTranslation('displayProgram');
  const [from, setFrom] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const dragging = useRef<number | null>(null);
  const editing = useMemo<RowEditing | undefined>(() => {
    if (!onChange || !onMove || !onRemove) return undefined;
    const end = () => {
      dragging.current = null;
      setFrom(null);
      setOver(null);
    };
    return {
      onChange,
      onMove,
      onRemove,
      drag: {
        from,
        over,
        start: (index: number, event: DragEvent) => {
          dragging.current = index;
          event.dataTransfer.effectAllowed = 'move';
          event.dataTransfer.setData('text/plain', String(index));
          const row = (event.currentTarget as HTMLElement).closest('li');
          if (row) event.dataTransfer.setDragImage(row, 16, 16);
          setFrom(index);
        },
        enter: (index: number, event: DragEvent) => {
          if (dragging.current === null) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'move';
          setOver(index);
        },
        drop: (index: number, event: DragEvent) => {
          if (dragging.current === null) return;
          event.preventDefault();
          onMove(dragging.current, index);
          end();
        },
        end,
      },
    };
  }, [onChange, onMove, onRemove, from, over]);
  return (
    <ol className={styles.list} aria-label={t('program.listLabel')}>
      {rows.map((row, index) => (
        <ProgramRow
          key={row.key}
          row={row}
          index={index}
          count={rows.length}
          errors={errors.get(index) ?? noErrors}
          editing={editing}
        />
      ))}
    </ol>
  );
}
