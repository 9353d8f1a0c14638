import { type ClockElement, type DateElement, type TextElement, designFontIds, designFonts } from '@plakat/shared';
import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { ColorField, Field, FieldRow, NumberField, SelectField } from './fields.tsx';
import type { Patch } from './type-fields.tsx';

/** How text, clock and date elements are set: font, size, line height, weight, italic, colour, alignment. */
export function TextStyleFields({
  element,
  set,
  disabled,
}: {
  element: TextElement | ClockElement | DateElement;
  set: Patch;
  disabled: boolean;
}) {
  const { t } = useTranslation('designEditor');
  return (
    <>
      <SelectField
        label={t('props.font')}
        value={element.fontFamily}
        disabled={disabled}
        options={designFontIds.map((id) => ({ value: id, label: designFonts[id].family }))}
        onChange={(fontFamily) => {
          const weights: readonly number[] = designFonts[fontFamily].weights;
          set({ fontFamily, ...(weights.includes(element.fontWeight) ? {} : { fontWeight: 400 }) }, 'font');
        }}
      />
      <FieldRow>
        <NumberField
          label={t('props.fontSize')}
          value={element.fontSize}
          min={1}
          max={2000}
          disabled={disabled}
          onChange={(fontSize) => set({ fontSize }, 'fontSize')}
        />
        <NumberField
          label={t('props.lineHeight')}
          value={element.lineHeight}
          min={0.5}
          max={5}
          step={0.1}
          disabled={disabled}
          onChange={(lineHeight) => set({ lineHeight }, 'lineHeight')}
        />
      </FieldRow>
      <FieldRow>
        <SelectField
          label={t('props.weight')}
          value={element.fontWeight}
          disabled={disabled}
          options={designFonts[element.fontFamily].weights.map((w) => ({ value: w, label: t(`weights.${w}`) }))}
          onChange={(fontWeight) => set({ fontWeight }, 'fontWeight')}
        />
        <Field label={t('props.italic')}>
          {(id) => (
            <Switch
              style={{ alignSelf: 'flex-start' }}
              id={id}
              size="small"
              checked={element.italic}
              disabled={disabled}
              onChange={(italic) => set({ italic }, 'italic')}
            />
          )}
        </Field>
      </FieldRow>
      <ColorField
        label={t('props.textColor')}
        value={element.color}
        disabled={disabled}
        onChange={(color) => color && set({ color }, 'color')}
      />
      <FieldRow>
        <SelectField
          label={t('props.align')}
          value={element.align}
          disabled={disabled}
          options={(['left', 'center', 'right'] as const).map((v) => ({ value: v, label: t(`textAlign.${v}`) }))}
          onChange={(align) => set({ align }, 'align')}
        />
        <SelectField
          label={t('props.verticalAlign')}
          value={element.verticalAlign}
          disabled={disabled}
          options={(['top', 'middle', 'bottom'] as const).map((v) => ({ value: v, label: t(`verticalAlign.${v}`) }))}
          onChange={(verticalAlign) => set({ verticalAlign }, 'verticalAlign')}
        />
      </FieldRow>
    </>
  );
}

export function TimeZoneField(props: { value: string; disabled: boolean; onChange: (value: string) => void }) {
  const { t } = useTranslation('designEditor');
  const zones = [
    'local',
    'Europe/Berlin',
    'Europe/Vienna',
    'Europe/Zurich',
    'Europe/London',
    'UTC',
    'America/New_York',
  ];
  const options = (zones.includes(props.value) ? zones : [props.value, ...zones]).map((zone) => ({
    value: zone,
    label: zone === 'local' ? t('props.localTime') : zone,
  }));
  return (
    <SelectField
      label={t('props.timeZone')}
      value={props.value}
      disabled={props.disabled}
      options={options}
      onChange={props.onChange}
    />
  );
}
