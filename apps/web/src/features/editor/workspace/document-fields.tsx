import { imageFits } from '@plakat/shared';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ColorField, SelectField } from './fields.tsx';
import type { DesignState } from './use-design-state.ts';

/** The design's own settings: its size (fixed at creation), the background colour or pool picture. */
export function DocumentFields({
  state,
  canEdit,
  onPickBackground,
}: {
  state: DesignState;
  canEdit: boolean;
  onPickBackground: () => void;
}) {
  const { t } = useTranslation('designEditor');
  const { doc } = state;
  const background = doc.background;
  return (
    <Flex vertical gap={8}>
      <Typography.Text>
        {t('props.size', { width: doc.width, height: doc.height })} · {t(`orientations.${doc.orientation}`)}
      </Typography.Text>
      <ColorField
        label={t('props.backgroundColor')}
        value={background.color}
        disabled={!canEdit}
        onChange={(color) =>
          color && state.applyDocument((d) => ({ ...d, background: { ...d.background, color } }), 'background-color')
        }
      />
      {background.type === 'image' ? (
        <>
          <SelectField
            label={t('props.backgroundFit')}
            value={background.fit}
            disabled={!canEdit}
            options={imageFits.map((v) => ({ value: v, label: t(`fits.${v}`) }))}
            onChange={(fit) =>
              state.applyDocument((d) =>
                d.background.type === 'image' ? { ...d, background: { ...d.background, fit } } : d,
              )
            }
          />
          <Flex gap={4} wrap>
            <Button size="small" disabled={!canEdit} onClick={onPickBackground}>
              {t('props.replaceBackgroundImage')}
            </Button>
            <Button
              size="small"
              disabled={!canEdit}
              onClick={() =>
                state.applyDocument((d) => ({ ...d, background: { type: 'color', color: d.background.color } }))
              }
            >
              {t('props.removeBackgroundImage')}
            </Button>
          </Flex>
        </>
      ) : (
        <Button size="small" disabled={!canEdit} onClick={onPickBackground}>
          {t('props.backgroundImage')}
        </Button>
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('props.shortcutsHint')}
      </Typography.Text>
    </Flex>
  );
}
