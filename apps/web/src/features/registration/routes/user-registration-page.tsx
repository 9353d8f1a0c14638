import { UserOutlined } from '@ant-design/icons';
import { Flex, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { UserRegistrationBody } from '@plakat/shared';
import { paths } from '../../../config/paths.ts';
import { applyServerErrors } from '../../../lib/form-rules.ts';
import { notify } from '../../../lib/notify.ts';
import { useRegisterUser } from '../api/register-user.ts';
import { FormSection } from '../components/form-section.tsx';
import { PersonFields } from '../components/person-fields.tsx';
import { RegistrationShell } from '../components/registration-shell.tsx';
import { SubmitBar } from '../components/submit-bar.tsx';
import { isGermanCallingCode, useLookupDefault } from '../hooks/use-lookup-default.ts';

/** /userRegistration: an invited company user completes the registration with the personal details. */
export function UserRegistrationPage() {
  const { t } = useTranslation('registration');
  const navigate = useNavigate();
  const location = useLocation();
  const [form] = Form.useForm<UserRegistrationBody>();
  const register = useRegisterUser();

  useLookupDefault(form, 'phoneCountryCode', 'countryCallingCodes', isGermanCallingCode);

  const submit = (values: UserRegistrationBody) =>
    register.mutate(values, {
      onSuccess: (answer) => {
        notify.success(answer.message);
        // Keeps a partner invitation's parameters, so the guard continues to the invitation confirmation.
        navigate({ pathname: paths.dashboard.root, search: location.search }, { replace: true });
      },
      onError: (error) => applyServerErrors(form, error),
    });

  return (
    <RegistrationShell title={t('user.title')} intro={t('user.intro')} detailsStep={t('steps.person')}>
      <Form<UserRegistrationBody>
        form={form}
        layout="vertical"
        requiredMark="optional"
        scrollToFirstError
        onFinish={submit}
      >
        <Flex vertical gap={24}>
          <FormSection icon={<UserOutlined />} title={t('sections.person')} description={t('sections.personHint')}>
            <PersonFields />
          </FormSection>
          <SubmitBar loading={register.isPending} />
        </Flex>
      </Form>
    </RegistrationShell>
  );
}
