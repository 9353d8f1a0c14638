import { Flex, Spin } from 'antd';
import type { ReactNode } from 'react';

/** A spinner or a message in the middle of the wizard's page. */
export function Centered({ children }: { children: ReactNode }) {
  return (
    <Flex justify="center" style={{ padding: 48 }}>
      {children}
    </Flex>
  );
}

/** The wizard's loading state: its data, a state message or the finish page on their way. */
export function CenteredSpin() {
  return (
    <Centered>
      <Spin size="large" />
    </Centered>
  );
}
