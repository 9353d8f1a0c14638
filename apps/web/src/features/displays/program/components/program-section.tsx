import { Alert, Button, Card, Col, Flex, Row, Spin, Tag, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DisplayDetails, programLimits } from '@plakat/shared';
import { LoadFailed } from '../../../../components/load-failed.tsx';
import { isApiRequestError } from '../../../../lib/api-client.ts';
import { notify } from '../../../../lib/notify.ts';
import { useCan } from '../../../../lib/permissions.tsx';
import { errorMessage } from '../../../../lib/query-client.ts';
import { useDisplayProgram, useReplaceProgram } from '../api/program.ts';
import {
  type DraftRow,
  type PickedFile,
  type RowErrors,
  bodyOf,
  isChanged,
  moveRow,
  rowErrorsOf,
  rowOfFile,
  rowsOf,
} from '../lib/program-draft.ts';
import { AddMediaButton } from './add-media-button.tsx';
import { LoopPreview } from './loop-preview.tsx';
import { ProgramList } from './program-list.tsx';

const noRowErrors: RowErrors = new Map();

/**
 * A display's program on its details page (issue 25): the list, Add media, Save and Discard for users with
 * EDIT_DISPLAY (read-only for others), and the loop's preview. Changes stay in the page until Save (PUT, the whole
 * program); the server's field errors (`items.3.hours.to`) show on their rows.
 */
export function ProgramSection({ display }: { display: Pick<DisplayDetails, 'id' | 'isLocked'> }) {
  const { t } = useTranslation('displayProgram');
  const program = useDisplayProgram(display.id);
  const replace = useReplaceProgram(display.id);
  const canEdit = useCan('EDIT_DISPLAY') && !display.isLocked;
  const saved = useMemo(() => rowsOf(program.data), [program.data]);
  const [draft, setDraft] = useState<DraftRow[] | null>(null);
  const [errors, setErrors] = useState<{ rows: RowErrors; other: string[] }>({ rows: noRowErrors, other: [] });
  const rows = draft ?? saved;
  const changed = draft !== null && isChanged(draft, saved);

  useEffect(() => {
    if (!changed) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [changed]);

  const edit = useCallback(
    (next: (rows: DraftRow[]) => DraftRow[]) => setDraft((current) => next(current ?? saved)),
    [saved],
  );
  const onChange = useCallback(
    (index: number, patch: Partial<DraftRow>) => {
      edit((list) => list.map((row, i) => (i === index ? { ...row, ...patch } : row)));
      // A changed row is a new try: its last errors no longer apply.
      setErrors((current) => {
        if (!current.rows.has(index)) return current;
        const rows = new Map(current.rows);
        rows.delete(index);
        return { ...current, rows };
      });
    },
    [edit],
  );
  // A move, a removal or an addition changes the rows' places: the last save's row errors no longer fit.
  const reorder = useCallback(
    (next: (rows: DraftRow[]) => DraftRow[]) => {
      edit(next);
      setErrors((current) => (current.rows.size ? { ...current, rows: noRowErrors } : current));
    },
    [edit],
  );
  const onMove = useCallback((from: number, to: number) => reorder((list) => moveRow(list, from, to)), [reorder]);
  const onRemove = useCallback((index: number) => reorder((list) => list.filter((_, i) => i !== index)), [reorder]);
  const onAdd = (files: PickedFile[]) => reorder((list) => [...list, ...files.map(rowOfFile)]);

  const discard = () => {
    setDraft(null);
    setErrors({ rows: noRowErrors, other: [] });
  };
  const save = () => {
    setErrors({ rows: noRowErrors, other: [] });
    replace.mutate(bodyOf(rows), {
      onSuccess: () => {
        setDraft(null);
        notify.success(t('program.saved'));
      },
      onError: (error) => {
        const fields = isApiRequestError(error) ? (error.data?.errors ?? []) : [];
        const sorted = rowErrorsOf(fields);
        if (sorted.rows.size === 0 && sorted.other.length === 0) sorted.other.push(errorMessage(error, 'update'));
        setErrors(sorted);
      },
    });
  };

  const title = (
    <Flex align="center" gap={8} wrap>
      {t('program.heading')}
      {changed && <Tag color="orange">{t('program.unsaved')}</Tag>}
    </Flex>
  );
  const actions = canEdit && (
    <Flex gap={8} className="no-print">
      <Button onClick={discard} disabled={!changed || replace.isPending}>
        {t('program.discard')}
      </Button>
      <Button type="primary" onClick={save} disabled={!changed} loading={replace.isPending} data-testid="program-save">
        {t('program.save')}
      </Button>
    </Flex>
  );

  return (
    <Col xs={24}>
      <Card size="small" title={title} extra={actions} className="print-block" data-testid="program-section">
        {program.isPending ? (
          <Flex justify="center" style={{ padding: 24 }}>
            <Spin />
          </Flex>
        ) : program.isError ? (
          <LoadFailed title={t('program.loadFailed')} retry={t('program.retry')} onRetry={program.refetch} />
        ) : (
          <Row gutter={[24, 16]}>
            <Col xs={24} lg={16}>
              <Flex vertical gap={12}>
                <Typography.Text type="secondary">
                  {rows.length === 0 ? t('program.empty') : `${t('program.intro')} ${t('program.nothingScheduled')}`}
                </Typography.Text>
                {!canEdit && <Typography.Text type="secondary">{t('program.readOnly')}</Typography.Text>}
                {errors.other.map((message) => (
                  <Alert key={message} type="error" showIcon title={message} />
                ))}
                {rows.length > 0 && (
                  <ProgramList
                    rows={rows}
                    errors={errors.rows}
                    onChange={canEdit ? onChange : undefined}
                    onMove={canEdit ? onMove : undefined}
                    onRemove={canEdit ? onRemove : undefined}
                  />
                )}
                {canEdit && (
                  <div className="no-print">
                    <AddMediaButton room={programLimits.maxItems - rows.length} onAdd={onAdd} />
                  </div>
                )}
              </Flex>
            </Col>
            <Col xs={24} lg={8}>
              <LoopPreview rows={rows} />
            </Col>
          </Row>
        )}
      </Card>
    </Col>
  );
}
