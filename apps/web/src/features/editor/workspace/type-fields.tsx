import { type DesignElement, type ImageElement, dateFormats, designLimits, imageFits } from '@plakat/shared';
import { Button, Flex, Input, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CropFields } from './crop-fields.tsx';
import { ColorField, Field, FieldRow, NumberField, SelectField } from './fields.tsx';
import { TextStyleFields, TimeZoneField } from './text-style-fields.tsx';

export type Patch = (patch: Record<string, unknown>, field: string) => void;

/** What only this kind of element has: text and its setting, shape colours, line style, clock and date formats, QR. */
export function TypeFields({
  element,
  set,
  disabled,
  onReplaceImage,
}: {
  element: DesignElement;
  set: Patch;
  disabled: boolean;
  onReplaceImage: (element: ImageElement) => void;
}) {
  const { t } = useTranslation('designEditor');
  const typeset = 'fontFamily' in element && <TextStyleFields element={element} set={set} disabled={disabled} />;

  switch (element.type) {
    case 'text':
      return (
        <Flex vertical gap={8}>
          <Field label={t('props.text')}>
            {(id) => (
              <Input.TextArea
                id={id}
                value={element.text}
                maxLength={designLimits.maxTextLength}
                autoSize={{ minRows: 2, maxRows: 8 }}
                disabled={disabled}
                onChange={(event) => set({ text: event.target.value }, 'text')}
              />
            )}
          </Field>
          {typeset}
        </Flex>
      );
    case 'clock':
      return (
        <Flex vertical gap={8}>
          <FieldRow>
            <SelectField
              label={t('props.hourCycle')}
              value={element.hourCycle}
              disabled={disabled}
              options={(['h23', 'h12'] as const).map((v) => ({ value: v, label: t(`hourCycle.${v}`) }))}
              onChange={(hourCycle) => set({ hourCycle }, 'hourCycle')}
            />
            <Field label={t('props.seconds')}>
              {(id) => (
                <Switch
                  style={{ alignSelf: 'flex-start' }}
                  id={id}
                  size="small"
                  checked={element.showSeconds}
                  disabled={disabled}
                  onChange={(showSeconds) => set({ showSeconds }, 'showSeconds')}
                />
              )}
            </Field>
          </FieldRow>
          <TimeZoneField
            value={element.timeZone}
            disabled={disabled}
            onChange={(timeZone) => set({ timeZone }, 'tz')}
          />
          {typeset}
        </Flex>
      );
    case 'date':
      return (
        <Flex vertical gap={8}>
          <FieldRow>
            <SelectField
              label={t('props.dateFormat')}
              value={element.format}
              disabled={disabled}
              options={dateFormats.map((v) => ({ value: v, label: t(`dateFormats.${v}`) }))}
              onChange={(format) => set({ format }, 'format')}
            />
            <SelectField
              label={t('props.dateLanguage')}
              value={element.language}
              disabled={disabled}
              options={(['en', 'de'] as const).map((v) => ({ value: v, label: t(`languages.${v}`) }))}
              onChange={(language) => set({ language }, 'language')}
            />
          </FieldRow>
          <TimeZoneField
            value={element.timeZone}
            disabled={disabled}
            onChange={(timeZone) => set({ timeZone }, 'tz')}
          />
          {typeset}
        </Flex>
      );
    case 'shape':
      return (
        <Flex vertical gap={8}>
          <ColorField
            label={t('props.fill')}
            value={element.fill}
            allowClear
            disabled={disabled}
            onChange={(fill) => set({ fill }, 'fill')}
          />
          <FieldRow>
            <ColorField
              label={t('props.stroke')}
              value={element.stroke}
              allowClear
              disabled={disabled}
              onChange={(stroke) => set({ stroke }, 'stroke')}
            />
            <NumberField
              label={t('props.strokeWidth')}
              value={element.strokeWidth}
              min={0}
              max={500}
              disabled={disabled}
              onChange={(strokeWidth) => set({ strokeWidth }, 'strokeWidth')}
            />
          </FieldRow>
          {element.shape === 'rectangle' && (
            <NumberField
              label={t('props.cornerRadius')}
              value={element.cornerRadius}
              min={0}
              disabled={disabled}
              onChange={(cornerRadius) => set({ cornerRadius }, 'cornerRadius')}
            />
          )}
        </Flex>
      );
    case 'line':
      return (
        <Flex vertical gap={8}>
          <ColorField
            label={t('props.stroke')}
            value={element.stroke}
            disabled={disabled}
            onChange={(stroke) => stroke && set({ stroke }, 'stroke')}
          />
          <FieldRow>
            <NumberField
              label={t('props.strokeWidth')}
              value={element.strokeWidth}
              min={1}
              max={500}
              disabled={disabled}
              onChange={(strokeWidth) => set({ strokeWidth }, 'strokeWidth')}
            />
            <SelectField
              label={t('props.dash')}
              value={element.dash}
              disabled={disabled}
              options={(['solid', 'dashed', 'dotted'] as const).map((v) => ({ value: v, label: t(`dash.${v}`) }))}
              onChange={(dash) => set({ dash }, 'dash')}
            />
          </FieldRow>
        </Flex>
      );
    case 'qr':
      return (
        <Flex vertical gap={8}>
          <Field label={t('props.qrValue')}>
            {(id) => (
              <Input
                id={id}
                value={element.value}
                maxLength={designLimits.maxQrLength}
                disabled={disabled}
                status={element.value ? undefined : 'error'}
                onChange={(event) => event.target.value && set({ value: event.target.value }, 'value')}
              />
            )}
          </Field>
          <FieldRow>
            <ColorField
              label={t('props.qrColor')}
              value={element.color}
              disabled={disabled}
              onChange={(color) => color && set({ color }, 'color')}
            />
            <ColorField
              label={t('props.qrBackground')}
              value={element.background}
              disabled={disabled}
              onChange={(background) => background && set({ background }, 'background')}
            />
          </FieldRow>
        </Flex>
      );
    case 'image':
      return (
        <Flex vertical gap={8}>
          <SelectField
            label={t('props.fit')}
            value={element.fit}
            disabled={disabled}
            options={imageFits.map((v) => ({ value: v, label: t(`fits.${v}`) }))}
            onChange={(fit) => set({ fit }, 'fit')}
          />
          <CropFields element={element} set={set} disabled={disabled} />
          <Button size="small" disabled={disabled} onClick={() => onReplaceImage(element)}>
            {t('props.replaceImage')}
          </Button>
        </Flex>
      );
    case 'group':
      return (
        <Typography.Text type="secondary">{t('props.groupHint', { count: element.children.length })}</Typography.Text>
      );
  }
}
