import { UserOutlined } from '@ant-design/icons';
import { Flex, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserRegistrationBody } from '@plakat/shared';
import { useRegistrationDepartments } from '../api/departments.ts';
import { useRegisterUser } from '../api/register-user.ts';
import { FormSection } from '../components/form-section.tsx';
import { PersonFields } from '../components/person-fields.tsx';
import { RegistrationShell } from '../components/registration-shell.tsx';
import { SubmitBar } from '../components/submit-bar.tsx';
import { useCompleteRegistration } from '../hooks/use-complete-registration.ts';
import { isGermanCallingCode, useLookupDefault } from '../hooks/use-lookup-default.ts';

/** /userRegistration: an invited company user completes the registration with the personal details. */
export function UserRegistrationPage() {
  const { t } = useTranslation('registration');
  const [form] = Form.useForm<UserRegistrationBody>();
  const register = useRegisterUser();
  const departments = useRegistrationDepartments();

  useLookupDefault(form, 'phoneCountryCode', 'countryCallingCodes', isGermanCallingCode);

  const submit = useCompleteRegistration(form, register);

  return (
    <RegistrationShell title={t('user.title')} intro={t('user.intro')} detailsStep={t('steps.person')}>
      <Form<UserRegistrationBody> form={form} layout="vertical" requiredMark="optional" onFinish={submit}>
        <Flex vertical gap={24}>
          <FormSection
            icon={<UserOutlined aria-hidden />}
            title={t('sections.person')}
            description={t('sections.personHint')}
          >
            <PersonFields />
            {/* Only when the company has departments; left empty, the invitation's department stays. */}
            {departments.data && departments.data.items.length > 0 && (
              <Form.Item name="departmentId" label={t('user.department')}>
                <Select
                  allowClear
                  data-testid="registration-department"
                  placeholder={t('user.departmentPlaceholder')}
                  options={departments.data.items.map((d) => ({ value: d.id, label: d.name }))}
                />
              </Form.Item>
            )}
          </FormSection>
          <SubmitBar loading={register.isPending} />
        </Flex>
      </Form>
    </RegistrationShell>
  );
}
