import { Button, ColorPicker, Flex, InputNumber, Select, Typography } from 'antd';
import { type ReactNode, useId } from 'react';

/**
 * The properties panel's small labelled controls: a label above (tied to its control for screen readers) and the
 * value in the document's units. Every change is reported as it is made; the panel merges a run of them into one
 * undo step per field.
 */
export function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <Flex vertical gap={2} style={{ minWidth: 0, flex: 1 }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        <label htmlFor={id}>{label}</label>
      </Typography.Text>
      {children(id)}
    </Flex>
  );
}

export function NumberField(props: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  suffix?: string;
  disabled?: boolean;
}) {
  return (
    <Field label={props.label}>
      {(id) => (
        <InputNumber
          id={id}
          size="small"
          style={{ width: '100%' }}
          value={Math.round(props.value * 100) / 100}
          min={props.min}
          max={props.max}
          step={props.step}
          suffix={props.suffix}
          disabled={props.disabled}
          onChange={(value) => value !== null && Number.isFinite(value) && props.onChange(value)}
        />
      )}
    </Field>
  );
}

export function ColorField(props: {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  allowClear?: boolean;
  disabled?: boolean;
}) {
  return (
    <Field label={props.label}>
      {(id) => (
        <ColorPicker
          disabledAlpha={false}
          allowClear={props.allowClear}
          disabled={props.disabled}
          value={props.value ?? undefined}
          onChangeComplete={(color) => props.onChange(color.cleared ? null : color.toHexString())}
          onClear={() => props.onChange(null)}
        >
          <Button id={id} size="small" disabled={props.disabled} style={{ justifyContent: 'flex-start' }}>
            <span
              aria-hidden
              style={{
                width: 14,
                height: 14,
                borderRadius: 3,
                border: '1px solid rgba(0, 0, 0, 0.2)',
                background: props.value ?? 'transparent',
              }}
            />
            {props.value ?? '—'}
          </Button>
        </ColorPicker>
      )}
    </Field>
  );
}

export function SelectField<T extends string | number>(props: {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
  disabled?: boolean;
}) {
  return (
    <Field label={props.label}>
      {(id) => (
        <Select<T>
          id={id}
          size="small"
          value={props.value}
          options={props.options}
          disabled={props.disabled}
          onChange={props.onChange}
          style={{ width: '100%' }}
        />
      )}
    </Field>
  );
}

/** Two or three fields side by side. */
export const FieldRow = ({ children }: { children: ReactNode }) => (
  <Flex gap={8} align="flex-end">
    {children}
  </Flex>
);
