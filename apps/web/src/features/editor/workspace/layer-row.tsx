import { EditOutlined, EyeInvisibleOutlined, EyeOutlined, LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { designLimits } from '@plakat/shared';
import { Input } from 'antd';
import { type DragEvent, memo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './layer-row.module.css';

export type DropWhere = 'above' | 'below' | 'inside';

/** What a row does; one stable object for every row, so a row draws again only when what it shows changes. */
export type LayerRowActions = {
  select: (id: string, additive: boolean) => void;
  rename: (id: string, name: string) => void;
  setLocked: (id: string, locked: boolean) => void;
  setVisible: (id: string, visible: boolean) => void;
  dragStart: (id: string) => void;
  dragOver: (event: DragEvent<HTMLElement>, id: string, isGroup: boolean) => void;
  drop: (event: DragEvent<HTMLElement>, id: string, isGroup: boolean) => void;
  dragEnd: () => void;
};

type Props = {
  id: string;
  label: string;
  name: string;
  isGroup: boolean;
  depth: number;
  locked: boolean;
  visible: boolean;
  selected: boolean;
  marker: DropWhere | null;
  canEdit: boolean;
  actions: LayerRowActions;
};

/**
 * One layer: its label (select; Ctrl/Cmd or Shift adds), rename, lock and eye. Plain buttons and only what it shows
 * as props: a slide of 300 elements draws 300 rows when it opens, and an element moved on the canvas does not draw
 * them again (`npm run bench:editor`).
 */
export const LayerRow = memo(function LayerRow(props: Props) {
  const { id, label, isGroup, selected, marker, canEdit, actions } = props;
  const { t } = useTranslation('designEditor');
  const [renaming, setRenaming] = useState(false);
  // Escape ends the rename without taking the text (the input's blur follows it).
  const cancelled = useRef(false);
  const classes = [styles.row, selected && styles.selected, marker && styles[marker]].filter(Boolean).join(' ');
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: reordering by drag and drop is the mouse's way; the keyboard's is the properties panel's order buttons
    <div
      className={classes}
      style={{ paddingLeft: 4 + props.depth * 16 }}
      data-testid={`layer-${id}`}
      draggable={canEdit && !renaming}
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        actions.dragStart(id);
      }}
      onDragOver={(event) => actions.dragOver(event, id, isGroup)}
      onDrop={(event) => actions.drop(event, id, isGroup)}
      onDragEnd={actions.dragEnd}
    >
      {renaming ? (
        <Input
          size="small"
          autoFocus
          defaultValue={props.name}
          placeholder={label}
          maxLength={designLimits.maxNameLength}
          aria-label={t('layers.nameOf', { name: label })}
          onPressEnter={(event) => {
            actions.rename(id, event.currentTarget.value);
            setRenaming(false);
          }}
          onBlur={(event) => {
            if (!cancelled.current) actions.rename(id, event.currentTarget.value);
            setRenaming(false);
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            cancelled.current = true;
            setRenaming(false);
          }}
        />
      ) : (
        <button
          type="button"
          className={props.visible ? styles.label : `${styles.label} ${styles.hidden}`}
          onClick={(event) => actions.select(id, event.ctrlKey || event.metaKey || event.shiftKey)}
          aria-pressed={selected}
          title={label}
        >
          {label}
        </button>
      )}
      {canEdit && !renaming && (
        <button
          type="button"
          className={styles.icon}
          title={t('layers.rename')}
          aria-label={t('layers.renameNamed', { name: label })}
          onClick={() => {
            cancelled.current = false;
            setRenaming(true);
          }}
        >
          <EditOutlined aria-hidden />
        </button>
      )}
      <button
        type="button"
        className={styles.icon}
        disabled={!canEdit}
        aria-label={t(props.locked ? 'layers.unlock' : 'layers.lock', { name: label })}
        onClick={() => actions.setLocked(id, !props.locked)}
      >
        {props.locked ? <LockOutlined aria-hidden /> : <UnlockOutlined aria-hidden />}
      </button>
      <button
        type="button"
        className={styles.icon}
        disabled={!canEdit}
        aria-label={t(props.visible ? 'layers.hide' : 'layers.show', { name: label })}
        onClick={() => actions.setVisible(id, !props.visible)}
      >
        {props.visible ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />}
      </button>
    </div>
  );
});
