import { ExclamationCircleFilled } from '@ant-design/icons';
import { Flex, theme } from 'antd';
import type { CSSProperties, ComponentType, ReactNode } from 'react';

/**
 * A warning in the shape of antd's `<Result status="warning">` (icon, h1, hint, actions) for the screens every page
 * may need before its own code has loaded: a failed page load, a failed profile. antd's Result brings its 403, 404
 * and 500 illustrations along whatever the status, a tenth of the login page's budget (scripts/check-bundle-budget.mjs).
 */
export function StatusNotice({
  title,
  hint,
  actions,
  icon: Icon = ExclamationCircleFilled,
}: {
  title: string;
  hint?: string;
  actions: ReactNode;
  /** The warning sign by default; the no-permission page shows a lock. */
  icon?: ComponentType<{ 'aria-hidden'?: boolean; style?: CSSProperties }>;
}) {
  const { token } = theme.useToken();
  return (
    <div style={{ padding: '48px 32px', textAlign: 'center' }}>
      <Icon aria-hidden style={{ fontSize: 72, color: token.colorWarning, marginBottom: 24 }} />
      <h1
        style={{
          margin: '8px 0',
          color: token.colorTextHeading,
          fontSize: token.fontSizeHeading3,
          lineHeight: token.lineHeightHeading3,
          fontWeight: 'normal',
        }}
      >
        {title}
      </h1>
      {hint && <div style={{ color: token.colorTextDescription, fontSize: token.fontSize }}>{hint}</div>}
      <Flex justify="center" gap={8} wrap style={{ marginTop: 24 }}>
        {actions}
      </Flex>
    </div>
  );
}
