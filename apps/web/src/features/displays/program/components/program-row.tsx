import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  PictureOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { Button, Flex, Tag, Typography } from 'antd';
import { type DragEvent, memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { programLimits } from '@plakat/shared';
import { NumberInput } from '../../../../components/number-input.tsx';
import { paths } from '../../../../config/paths.ts';
import type { DraftRow, RowErrors } from '../lib/program-draft.ts';
import { ScheduleFields } from './schedule-fields.tsx';
import styles from './program.module.css';

export type RowEditing = {
  onChange: (index: number, patch: Partial<DraftRow>) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  /** Native drag and drop from the handle; the list decides where it lands. */
  drag: {
    from: number | null;
    over: number | null;
    start: (index: number, event: DragEvent) => void;
    enter: (index: number, event: DragEvent) => void;
    drop: (index: number, event: DragEvent) => void;
    end: () => void;
  };
};

const kindColor = { image: 'blue', video: 'purple', design: 'gold' } as const;

/** One program item: a row of the list, editable (`editing`) or as it plays. */
export const ProgramRow = memo(function ProgramRow({
  row,
  index,
  count,
  errors,
  editing,
}: {
  row: DraftRow;
  index: number;
  count: number;
  errors: NonNullable<ReturnType<RowErrors['get']>>;
  editing?: RowEditing;
}) {
  const { t } = useTranslation('displayProgram');
  const drag = editing?.drag;
  const className = [
    styles.row,
    drag?.over === index && drag.from !== index ? styles.over : '',
    drag?.from === index ? styles.dragging : '',
  ].join(' ');
  const messages = [
    ...(errors.file ?? []),
    ...(errors.duration ?? []),
    ...(errors.days ?? []),
    ...(errors.hours ?? []),
  ];
  return (
    <li
      className={className}
      data-testid="program-row"
      onDragOver={drag ? (event) => drag.enter(index, event) : undefined}
      onDrop={drag ? (event) => drag.drop(index, event) : undefined}
    >
      {editing ? (
        <span
          className={styles.handle}
          draggable
          role="img"
          aria-label={t('program.drag', { title: row.title })}
          title={t('program.drag', { title: row.title })}
          onDragStart={(event) => editing.drag.start(index, event)}
          onDragEnd={editing.drag.end}
        ></span>
      ) : (
        <Typography.Text type="secondary">{index + 1}</Typography.Text>
      )}
      {row.thumbUrl && !row.missing ? (
        <img className={styles.thumb} src={row.thumbUrl} alt="" loading="lazy" />
      ) : (
        <span className={styles.thumb} aria-hidden>
          {row.missing ? <WarningOutlined /> : <PictureOutlined />}
        </span>
      )}
      <Flex vertical gap={2} className={styles.title}>
        <Typography.Text strong delete={row.missing}>
          {row.title}
        </Typography.Text>
        <Flex gap={6} align="center" wrap>
          <Tag color={kindColor[row.kind]} style={{ margin: 0 }}>
            {t(`program.kind.${row.kind}`)}
          </Tag>
          {row.designId && <Link to={paths.dashboard.editorCanvas(row.designId)}>{t('program.openDesign')}</Link>}
          {row.missing && (
            <Tag
              color="red"
              icon={<WarningOutlined aria-hidden />}
              style={{ margin: 0 }}
              title={t('program.missingHint')}
            >
              {t('program.missing')}
            </Tag>
          )}
        </Flex>
      </Flex>
      <Flex gap={8} align="center" wrap className={styles.actions} justify="flex-end">
        {row.kind === 'video' || !editing ? (
          <Typography.Text>
            {row.kind === 'video'
              ? t('program.videoLength', { seconds: Math.round(row.videoSeconds ?? 0) })
              : t('program.seconds', { seconds: row.seconds ?? programLimits.defaultSeconds })}
          </Typography.Text>
        ) : (
          <NumberInput
            size="small"
            min={programLimits.minSeconds}
            max={programLimits.maxSeconds}
            precision={0}
            value={row.seconds}
            status={errors.duration ? 'error' : undefined}
            aria-label={t('program.durationOf', { title: row.title })}
            suffix={t('program.secondsUnit')}
            onChange={(value) => editing.onChange(index, { seconds: typeof value === 'number' ? value : null })}
            style={{ width: 92 }}
          />
        )}
        {editing && (
          <Flex gap={2}>
            <Button
              size="small"
              type="text"
              icon={<ArrowUpOutlined aria-hidden />}
              aria-label={t('program.moveUp', { title: row.title })}
              disabled={index === 0}
              onClick={() => editing.onMove(index, index - 1)}
            />
            <Button
              size="small"
              type="text"
              icon={<ArrowDownOutlined aria-hidden />}
              aria-label={t('program.moveDown', { title: row.title })}
              disabled={index === count - 1}
              onClick={() => editing.onMove(index, index + 1)}
            />
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined aria-hidden />}
              aria-label={t('program.remove', { title: row.title })}
              onClick={() => editing.onRemove(index)}
            />
          </Flex>
        )}
      </Flex>
      <ScheduleFields
        row={row}
        errors={errors}
        onChange={editing ? (patch) => editing.onChange(index, patch) : undefined}
      />
      {row.missing && editing && (
        <Typography.Text type="warning" className={styles.error}>
          {t('program.missingHint')}
        </Typography.Text>
      )}
      {messages.length > 0 && (
        <div className={styles.error} role="alert">
          {messages.join(' ')}
        </div>
      )}
    </li>
  );
});
