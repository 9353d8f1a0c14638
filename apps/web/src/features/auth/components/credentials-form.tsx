import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginBody } from '@plakat/shared';
import { issueText, serverFieldErrors } from '../../../lib/form-rules.ts';
import { useFocusAfterPaint } from '../../../lib/use-focus-after-paint.ts';
import { PlainField, PlainInput, PlainPassword } from './plain-field.tsx';

/**
 * The shared login schema, with zod, loads when the visitor first types or leaves a field, not while the login page
 * loads: the first page most visitors see must neither wait for it nor spend its first seconds evaluating it. The
 * import() is cached, so each check after the first finds it at once.
 */
const loginFields = () => import('@plakat/shared/schemas/auth').then((m) => m.loginBody.shape);

type Field = keyof LoginBody;
const fields: Field[] = ['email', 'password'];
/** A message per field; a field without one is valid. */
export type CredentialsErrors = Partial<Record<Field, string>>;

/** The server's field errors of a failed login for CredentialsForm's `serverErrors`; null when it named no field. */
export function credentialsErrors(error: unknown): CredentialsErrors | null {
  const byField = serverFieldErrors(error, new Set(fields));
  if (!byField) return null;
  return Object.fromEntries([...byField].map(([path, messages]) => [path.split('.')[0], messages[0]]));
}

/**
 * E-mail and password with the shared login schema; used by the company and the superpanel login. Drawn without
 * antd's Form and Input (plain-field.tsx) to keep the login page within its budget, it behaves as the app's other
 * forms: the e-mail is checked when it loses the focus, the password as it is typed, both on submit; the first invalid
 * field gets the focus. `serverErrors` (a new object per answer) shows the server's field errors the same way.
 */
export function CredentialsForm({
  onSubmit,
  loading,
  submitLabel,
  passwordExtra,
  serverErrors,
}: {
  onSubmit: (values: LoginBody) => void;
  loading: boolean;
  submitLabel: string;
  passwordExtra?: ReactNode;
  serverErrors?: CredentialsErrors | null;
}) {
  const { t } = useTranslation('auth');
  const [values, setValues] = useState<LoginBody>({ email: '', password: '' });
  const [errors, setErrors] = useState<CredentialsErrors>({});
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  useFocusAfterPaint(() => inputs.current.email);

  const focusFirst = (found: CredentialsErrors) => {
    const first = fields.find((field) => found[field]);
    if (first) inputs.current[first]?.focus();
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer's errors, not a new focusFirst, move the focus
  useEffect(() => {
    if (!serverErrors) return;
    setErrors(serverErrors);
    focusFirst(serverErrors);
  }, [serverErrors]);

  const check = async (field: Field, value: string) => {
    const result = (await loginFields())[field].safeParse(value);
    return result.success ? undefined : issueText(result.error.issues[0] ?? {}, t);
  };
  const validate = async (field: Field, value: string) => {
    const message = await check(field, value);
    setErrors((current) => ({ ...current, [field]: message }));
  };
  const change = (field: Field, value: string) => {
    void loginFields();
    setValues((current) => ({ ...current, [field]: value }));
    if (field === 'password') void validate(field, value);
    else if (errors.email) setErrors((current) => ({ ...current, email: undefined }));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: CredentialsErrors = {};
    for (const field of fields) found[field] = await check(field, values[field]);
    setErrors(found);
    if (fields.some((field) => found[field])) focusFirst(found);
    else onSubmit(values);
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <PlainField id="email" label={t('fields.email')} error={errors.email}>
        <PlainInput
          id="email"
          type="email"
          autoComplete="username"
          placeholder={t('fields.emailPlaceholder')}
          prefix={<MailOutlined aria-hidden />}
          invalid={Boolean(errors.email)}
          value={values.email}
          disabled={loading}
          inputRef={(input) => {
            inputs.current.email = input;
          }}
          onChange={(event) => change('email', event.target.value)}
          onBlur={(event) => void validate('email', event.target.value)}
        />
      </PlainField>
      <PlainField id="password" label={t('fields.password')} error={errors.password} extra={passwordExtra}>
        <PlainPassword
          id="password"
          autoComplete="current-password"
          prefix={<LockOutlined aria-hidden />}
          invalid={Boolean(errors.password)}
          hasExtra={Boolean(passwordExtra)}
          value={values.password}
          disabled={loading}
          inputRef={(input) => {
            inputs.current.password = input;
          }}
          onChange={(event) => change('password', event.target.value)}
        />
      </PlainField>
      <Button type="primary" htmlType="submit" block size="large" loading={loading} data-testid="login-submit">
        {submitLabel}
      </Button>
    </form>
  );
}
