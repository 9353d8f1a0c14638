import type { FormInstance } from 'antd';
import { useState } from 'react';
import { applyServerErrors } from '../lib/form-rules.ts';
import { errorMessage } from '../lib/query-client.ts';

/** What a failed submit shows above its form (the shape of the auth pages' FormAlert problem). */
export type SubmitProblem = { type: 'error'; text: string };

/**
 * A form's failed submit: the server's field errors go on the form's fields, any other error becomes `problem`, one
 * line above the form. `clear` before a new call (and when the reader closes the line); `onError` is the call's.
 */
export function useSubmitProblem(form: FormInstance) {
  const [problem, setProblem] = useState<SubmitProblem | null>(null);
  return {
    problem,
    clear: () => setProblem(null),
    onError: (error: unknown) => {
      if (!applyServerErrors(form, error)) setProblem({ type: 'error', text: errorMessage(error, 'update') });
    },
  };
}
