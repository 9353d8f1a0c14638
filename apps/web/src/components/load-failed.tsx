import { Alert, Button } from 'antd';

/** A list or panel whose request failed: the reason and a retry that asks again (texts from the feature). */
export function LoadFailed({ title, retry, onRetry }: { title: string; retry: string; onRetry: () => unknown }) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      action={
        <Button size="small" onClick={() => void onRetry()}>
          {retry}
        </Button>
      }
    />
  );
}
