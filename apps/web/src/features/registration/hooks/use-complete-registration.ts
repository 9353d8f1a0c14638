import type { UseMutationResult } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { applyServerErrors } from '../../../lib/form-rules.ts';
import { notify } from '../../../lib/notify.ts';

/**
 * The submit of both registration forms: on success the server's message and on to the dashboard, keeping a
 * partner invitation's parameters so the guard continues to the invitation confirmation; field errors on the form.
 */
export function useCompleteRegistration<Values>(
  form: FormInstance<Values>,
  mutation: UseMutationResult<{ message: string }, Error, Values>,
) {
  const navigate = useNavigate();
  const location = useLocation();
  return (values: Values) =>
    mutation.mutate(values, {
      onSuccess: (answer) => {
        notify.success(answer.message);
        navigate({ pathname: paths.dashboard.root, search: location.search }, { replace: true });
      },
      onError: (error) => applyServerErrors(form, error),
    });
}
