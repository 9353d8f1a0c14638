import { Alert } from 'antd';
import type { ReactNode } from 'react';

export type FormProblem = { type: 'error' | 'warning' | 'success' | 'info'; text: string };

/** The answer of a failed (or notable) submit above the form; announced to screen readers. */
export function FormAlert({
  problem,
  action,
  onClose,
}: {
  problem: FormProblem | null;
  action?: ReactNode;
  onClose?: () => void;
}) {
  if (!problem) return null;
  return (
    <Alert
      type={problem.type}
      title={problem.text}
      showIcon
      description={action ? <div style={{ marginTop: 8 }}>{action}</div> : undefined}
      closable={onClose ? { onClose } : undefined}
      role="alert"
      style={{ marginBottom: 20 }}
      data-testid="form-alert"
    />
  );
}
