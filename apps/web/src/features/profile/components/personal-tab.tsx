import { CheckOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Col, Descriptions, Flex, Form, Input, Radio, Row, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Profile, type ProfileUpdateBody, languages, userRegistrationBody } from '@plakat/shared';
import { LookupSelect } from '../../../components/lookup-select.tsx';
import { PhoneField } from '../../../components/phone-field.tsx';
import { applyServerErrors, zodRule } from '../../../lib/form-rules.ts';
import { useLookupLabel } from '../../../lib/lookups.ts';
import { notify } from '../../../lib/notify.ts';
import { useProfile } from '../../../lib/profile.ts';
import { useUpdateProfile } from '../api/own-account.ts';

const shape = userRegistrationBody.shape;
/** Typed text breaks inside a word too long for its line (phone widths). */
const wrap = { overflowWrap: 'anywhere' } as const;
type Values = Required<Omit<ProfileUpdateBody, 'title'>> & { title?: string | null };

const valuesOf = (p: Profile): Partial<Values> => ({
  salutation: p.salutation ?? undefined,
  title: p.title ?? undefined,
  firstName: p.firstName ?? '',
  lastName: p.lastName ?? '',
  phoneCountryCode: p.phoneCountryCode ?? undefined,
  phone: p.phone ?? '',
  language: p.language as Values['language'],
});

/** The own data as it is; Edit turns it into the form. */
function PersonalView({ profile, onEdit }: { profile: Profile; onEdit: () => void }) {
  const { t } = useTranslation('profile');
  const salutation = useLookupLabel('salutations');
  const title = useLookupLabel('titles');
  const name = [title(profile.title), profile.firstName, profile.lastName].filter(Boolean).join(' ');
  const phone = [profile.phoneCountryCode, profile.phone].filter(Boolean).join(' ');
  return (
    <Flex vertical gap={16}>
      <Descriptions
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'salutation', label: t('personal.salutation'), children: salutation(profile.salutation) || '–' },
          { key: 'name', label: t('personal.name'), children: <span style={wrap}>{name || '–'}</span> },
          { key: 'email', label: t('personal.email'), children: <span style={wrap}>{profile.email}</span> },
          { key: 'phone', label: t('personal.phone'), children: phone || '–' },
          { key: 'language', label: t('personal.language'), children: t(`languages.${profile.language}`) },
          { key: 'company', label: t('personal.company'), children: profile.company?.name ?? '–' },
          {
            key: 'role',
            label: t('personal.role'),
            children: profile.roles.map((role) => role.label).join(', ') || '–',
          },
          { key: 'type', label: t('personal.userType'), children: t(`userTypes.${profile.userType}`) },
        ]}
      />
      <Flex justify="end">
        <Button type="primary" icon={<EditOutlined aria-hidden />} onClick={onEdit}>
          {t('personal.edit')}
        </Button>
      </Flex>
    </Flex>
  );
}

/** The form: salutation, title, names, phone and language with the registration's rules; sends what changed. */
function PersonalForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const { t } = useTranslation('profile');
  const { t: tr } = useTranslation('registration');
  const [form] = Form.useForm<Values>();
  const save = useUpdateProfile();
  const initial = valuesOf(profile);

  const submit = (values: Values) => {
    const changed = Object.fromEntries(
      Object.entries(values)
        .map(([key, value]) => [key, value ?? null] as const)
        .filter(([key, value]) => value !== (initial[key as keyof Values] ?? null)),
    ) as ProfileUpdateBody;
    if (Object.keys(changed).length === 0) return onDone();
    save.mutate(changed, {
      onSuccess: (answer) => {
        notify.success(answer.message);
        onDone();
      },
      onError: (error) => applyServerErrors(form, error),
    });
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark="optional"
      initialValues={initial}
      onFinish={submit}
      data-testid="personal-form"
    >
      <Row gutter={16}>
        <Col xs={12} md={6}>
          <Form.Item name="salutation" label={tr('fields.salutation')} required rules={[zodRule(shape.salutation, t)]}>
            <LookupSelect group="salutations" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="title" label={tr('fields.title')}>
            <LookupSelect group="titles" allowClear placeholder={tr('form.none')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <PhoneField />
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="firstName" label={tr('fields.firstName')} required rules={[zodRule(shape.firstName, t)]}>
            <Input autoComplete="given-name" maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="lastName" label={tr('fields.lastName')} required rules={[zodRule(shape.lastName, t)]}>
            <Input autoComplete="family-name" maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="language" label={t('personal.language')} required>
            <Radio.Group
              optionType="button"
              options={languages.map((lang) => ({ value: lang, label: t(`languages.${lang}`) }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <Flex justify="end" gap={8} wrap>
        <Button onClick={onDone}>{t('personal.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={save.isPending} icon={<CheckOutlined aria-hidden />}>
          {t('personal.save')}
        </Button>
      </Flex>
    </Form>
  );
}

/** The personal tab of /dashboard/user-profile: view, then edit in place. */
export function PersonalTab() {
  const { data } = useProfile();
  const [editing, setEditing] = useState(false);
  if (!data) return <Skeleton active />;
  return editing ? (
    <PersonalForm profile={data} onDone={() => setEditing(false)} />
  ) : (
    <PersonalView profile={data} onEdit={() => setEditing(true)} />
  );
}
