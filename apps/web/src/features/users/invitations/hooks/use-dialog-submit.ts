import type { FormInstance } from 'antd';
import { useState } from 'react';
import { applyServerErrors } from '../../../../lib/form-rules.ts';
import { notify } from '../../../../lib/notify.ts';
import { errorMessage } from '../../../../lib/query-client.ts';

/**
 * What a form dialog does with its call's answer: the server's message as a toast and the dialog closed, or the
 * server's field errors on the form's fields and any other error as `problem` above the form.
 */
export function useDialogSubmit(form: FormInstance, onClose: () => void) {
  const [problem, setProblem] = useState<string | null>(null);
  return {
    problem,
    /** Clears the last problem before a new call. */
    start: () => setProblem(null),
    callbacks: {
      onSuccess: (answer: { message: string }) => {
        notify.success(answer.message);
        onClose();
      },
      onError: (error: unknown) => {
        if (!applyServerErrors(form, error)) setProblem(errorMessage(error, 'update'));
      },
    },
  };
}
