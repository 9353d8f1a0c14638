import type { FormInstance } from 'antd';
import { useSubmitProblem } from '../../../../hooks/use-submit-problem.ts';
import { notify } from '../../../../lib/notify.ts';

/**
 * What a form dialog does with its call's answer: the server's message as a toast and the dialog closed, or the
 * server's field errors on the form's fields and any other error as `problem` above the form (useSubmitProblem).
 */
export function useDialogSubmit(form: FormInstance, onClose: () => void) {
  const submit = useSubmitProblem(form);
  return {
    problem: submit.problem?.text ?? null,
    /** Clears the last problem before a new call. */
    start: submit.clear,
    callbacks: {
      onSuccess: (answer: { message: string }) => {
        notify.success(answer.message);
        onClose();
      },
      onError: submit.onError,
    },
  };
}
