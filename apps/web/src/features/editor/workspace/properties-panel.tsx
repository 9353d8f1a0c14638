import {
  AlignCenterOutlined,
  AlignLeftOutlined,
  AlignRightOutlined,
  BorderHorizontalOutlined,
  ColumnWidthOutlined,
  DeleteOutlined,
  GroupOutlined,
  UngroupOutlined,
  VerticalAlignBottomOutlined,
  VerticalAlignMiddleOutlined,
  VerticalAlignTopOutlined,
} from '@ant-design/icons';
import type { DesignElement, ImageElement } from '@plakat/shared';
import { Button, Divider, Flex, Slider, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type Alignment, canUngroup, resizeElement, updateElementProps } from '../model/index.ts';
import { DocumentFields } from './document-fields.tsx';
import { Field, FieldRow, NumberField } from './fields.tsx';
import { TypeFields } from './type-fields.tsx';
import type { Commands } from './use-commands.ts';
import type { DesignState } from './use-design-state.ts';

const alignIcons: Record<Alignment, ReactNode> = {
  left: <AlignLeftOutlined aria-hidden />,
  center: <AlignCenterOutlined aria-hidden />,
  right: <AlignRightOutlined aria-hidden />,
  top: <VerticalAlignTopOutlined aria-hidden />,
  middle: <VerticalAlignMiddleOutlined aria-hidden />,
  bottom: <VerticalAlignBottomOutlined aria-hidden />,
};

/**
 * The right-hand panel: with nothing selected the design's own settings (background, slide), with several elements
 * align, distribute and group, with one its box and what its kind has. A run of changes to one field is one undo
 * step.
 */
export function PropertiesPanel(props: {
  state: DesignState;
  commands: Commands;
  canEdit: boolean;
  onPickBackground: () => void;
  onReplaceImage: (element: ImageElement) => void;
}) {
  const { state, commands, canEdit } = props;
  const { t } = useTranslation('designEditor');
  const { selection } = state;
  if (selection.length === 0) {
    return (
      <Section title={t('props.design')}>
        <DocumentFields state={state} canEdit={canEdit} onPickBackground={props.onPickBackground} />
      </Section>
    );
  }
  const arrange = (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {selection.length === 1 ? t('props.alignToArtboard') : t('props.alignSelection')}
      </Typography.Text>
      <Flex wrap gap={4} role="group" aria-label={t('props.align')}>
        {(Object.keys(alignIcons) as Alignment[]).map((alignment) => (
          <Tooltip key={alignment} title={t(`alignments.${alignment}`)}>
            <Button
              size="small"
              icon={alignIcons[alignment]}
              aria-label={t(`alignments.${alignment}`)}
              disabled={!canEdit}
              onClick={() => commands.align(alignment)}
            />
          </Tooltip>
        ))}
        <Tooltip title={t('props.distributeHorizontally')}>
          <Button
            size="small"
            icon={<ColumnWidthOutlined aria-hidden />}
            aria-label={t('props.distributeHorizontally')}
            disabled={!canEdit || selection.length < 3}
            onClick={() => commands.distribute('horizontal')}
          />
        </Tooltip>
        <Tooltip title={t('props.distributeVertically')}>
          <Button
            size="small"
            icon={<BorderHorizontalOutlined aria-hidden />}
            aria-label={t('props.distributeVertically')}
            disabled={!canEdit || selection.length < 3}
            onClick={() => commands.distribute('vertical')}
          />
        </Tooltip>
      </Flex>
      <Flex wrap gap={4}>
        {selection.length > 1 && (
          <Button size="small" icon={<GroupOutlined aria-hidden />} disabled={!canEdit} onClick={commands.group}>
            {t('props.group')}
          </Button>
        )}
        {selection.length === 1 && canUngroup(selection[0]) && (
          <Button size="small" icon={<UngroupOutlined aria-hidden />} disabled={!canEdit} onClick={commands.ungroup}>
            {t('props.ungroup')}
          </Button>
        )}
        {(['front', 'forward', 'backward', 'back'] as const).map((move) => (
          <Button key={move} size="small" disabled={!canEdit} onClick={() => commands.order(move)}>
            {t(`order.${move}`)}
          </Button>
        ))}
        <Button size="small" danger icon={<DeleteOutlined aria-hidden />} disabled={!canEdit} onClick={commands.remove}>
          {t('props.delete')}
        </Button>
      </Flex>
    </Flex>
  );
  if (selection.length > 1) {
    return <Section title={t('props.selected', { count: selection.length })}>{arrange}</Section>;
  }
  const element = selection[0];
  const disabled = !canEdit || element.locked;
  const set = (patch: Record<string, unknown>, field: string) =>
    state.apply((elements) => updateElementProps(elements, element.id, patch), `${element.id}:${field}`);
  const setBox = (box: Partial<Pick<DesignElement, 'w' | 'h'>>) =>
    state.apply(
      (elements) =>
        resizeElement(elements, element.id, { x: element.x, y: element.y, w: element.w, h: element.h, ...box }),
      `${element.id}:size`,
    );
  return (
    <Section title={element.name || t(`add.${element.type === 'shape' ? element.shape : element.type}`)}>
      {element.locked && <Typography.Text type="warning">{t('props.lockedHint')}</Typography.Text>}
      <FieldRow>
        <NumberField label="X" value={element.x} disabled={disabled} onChange={(x) => set({ x }, 'x')} />
        <NumberField label="Y" value={element.y} disabled={disabled} onChange={(y) => set({ y }, 'y')} />
      </FieldRow>
      <FieldRow>
        <NumberField
          label={t('props.width')}
          value={element.w}
          min={1}
          disabled={disabled}
          onChange={(w) => setBox({ w })}
        />
        <NumberField
          label={t('props.height')}
          value={element.h}
          min={1}
          disabled={disabled}
          onChange={(h) => setBox({ h })}
        />
      </FieldRow>
      <FieldRow>
        <NumberField
          label={t('props.rotation')}
          value={element.rotation}
          min={-360}
          max={360}
          suffix="°"
          disabled={disabled}
          onChange={(rotation) => set({ rotation }, 'rotation')}
        />
        <Field label={t('props.opacity')}>
          {(id) => (
            <Slider
              id={id}
              min={0}
              max={100}
              value={Math.round(element.opacity * 100)}
              // The label's `for` reaches the slider's box, not its handle, which is what screen readers focus.
              ariaLabelForHandle={t('props.opacity')}
              disabled={disabled}
              onChange={(value) => set({ opacity: value / 100 }, 'opacity')}
              style={{ margin: '6px 4px' }}
            />
          )}
        </Field>
      </FieldRow>
      <Divider style={{ margin: '4px 0' }} />
      <TypeFields element={element} set={set} disabled={disabled} onReplaceImage={props.onReplaceImage} />
      <Divider style={{ margin: '4px 0' }} />
      {arrange}
    </Section>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Flex vertical gap={8} style={{ padding: 12 }} data-testid="properties-panel">
      <Typography.Title level={2} style={{ fontSize: 14, margin: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </Flex>
  );
}
