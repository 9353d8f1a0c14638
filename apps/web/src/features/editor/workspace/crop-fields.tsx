import type { ImageElement } from '@plakat/shared';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type CropEdge, cropEdges, minVisiblePercent, withCropEdge } from '../model/crop.ts';
import { FieldRow, NumberField } from './fields.tsx';
import type { Patch } from './type-fields.tsx';

const rows: [CropEdge, CropEdge][] = [
  ['left', 'right'],
  ['top', 'bottom'],
];

/** An image's crop: how much is cut away at each side, in percent, and the way back to the whole image. */
export function CropFields({ element, set, disabled }: { element: ImageElement; set: Patch; disabled: boolean }) {
  const { t } = useTranslation('designEditor');
  const edges = cropEdges(element.crop);
  return (
    <Flex vertical gap={4} role="group" aria-label={t('props.crop')}>
      <Typography.Text strong style={{ fontSize: 12 }}>
        {t('props.crop')}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('props.cropHint')}
      </Typography.Text>
      {rows.map((pair) => (
        <FieldRow key={pair.join('-')}>
          {pair.map((edge) => (
            <NumberField
              key={edge}
              label={t(`props.cropEdges.${edge}`)}
              value={edges[edge]}
              min={0}
              max={100 - minVisiblePercent}
              suffix="%"
              disabled={disabled}
              onChange={(percent) => set({ crop: withCropEdge(element.crop, edge, percent) }, `crop-${edge}`)}
            />
          ))}
        </FieldRow>
      ))}
      {element.crop && (
        <Button size="small" disabled={disabled} onClick={() => set({ crop: null }, 'crop')}>
          {t('props.resetCrop')}
        </Button>
      )}
    </Flex>
  );
}
