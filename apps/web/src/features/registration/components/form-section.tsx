import { Card, Flex, Typography, theme } from 'antd';
import type { ReactNode } from 'react';

/** One titled block of a registration form: icon, heading, short explanation, then the fields. */
export function FormSection({
  icon,
  title,
  description,
  children,
}: {
  icon: ReactNode;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <Card
      styles={{ body: { paddingBottom: 4 } }}
      title={
        <Flex align="center" gap={12} style={{ padding: '4px 0' }}>
          <span
            aria-hidden
            style={{
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
              width: 36,
              height: 36,
              borderRadius: 10,
              fontSize: 18,
              color: token.colorPrimary,
              background: `${token.colorPrimary}14`,
              flex: 'none',
            }}
          >
            {icon}
          </span>
          <div style={{ minWidth: 0 }}>
            <div style={{ fontSize: 16, fontWeight: 600 }}>{title}</div>
            {description && (
              // A line of its own with its own line height: the card title's taller lines spread a wrapped hint apart.
              <Typography.Text
                type="secondary"
                style={{ display: 'block', fontWeight: 400, fontSize: 13, lineHeight: 1.5, whiteSpace: 'normal' }}
              >
                {description}
              </Typography.Text>
            )}
          </div>
        </Flex>
      }
    >
      {children}
    </Card>
  );
}
