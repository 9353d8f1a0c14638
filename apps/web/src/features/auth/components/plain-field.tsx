import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { type InputHTMLAttributes, type ReactNode, type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A labelled field of the login forms in the look of antd's large vertical Form.Item (app/plain-fields.css): label,
 * control, the error below it and an optional extra line. The error is tied to the control with aria-describedby and
 * aria-invalid and announced when it appears. antd's Form and Input are a tenth of the login page's budget
 * (scripts/check-bundle-budget.mjs); every other form of the app uses them.
 */
export function PlainField({
  id,
  label,
  error,
  extra,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={`plain-field${error ? ' plain-field-error' : ''}${extra ? ' plain-field-with-extra' : ''}`}>
      <label className="plain-field-label" htmlFor={id}>
        {label}
      </label>
      {children}
      {error ? (
        <div id={`${id}-error`} className="plain-field-message" role="alert">
          {error}
        </div>
      ) : null}
      {extra ? (
        <div id={`${id}-extra`} className="plain-field-extra">
          {extra}
        </div>
      ) : null}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> & {
  id: string;
  prefix: ReactNode;
  invalid: boolean;
  hasExtra?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  suffix?: ReactNode;
};

/** A large text input with a prefix icon, described by its field's error and extra line. */
export function PlainInput({ id, prefix, invalid, hasExtra, inputRef, suffix, disabled, ...rest }: InputProps) {
  const describedBy = [invalid && `${id}-error`, hasExtra && `${id}-extra`].filter(Boolean).join(' ');
  return (
    <span className={`plain-input${disabled ? ' plain-input-disabled' : ''}`}>
      <span className="plain-input-prefix">{prefix}</span>
      <input
        {...rest}
        id={id}
        ref={inputRef}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy || undefined}
      />
      {suffix}
    </span>
  );
}

/** PlainInput for a password, with a button that shows or hides it (its name says which, in the reader's language). */
export function PlainPassword(props: Omit<InputProps, 'type' | 'suffix'>) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  return (
    <PlainInput
      {...props}
      type={visible ? 'text' : 'password'}
      suffix={
        <button
          type="button"
          className="plain-input-toggle"
          aria-label={visible ? t('actions.hidePassword') : t('actions.showPassword')}
          disabled={props.disabled}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />}
        </button>
      }
    />
  );
}
