import { Drawer } from 'antd';
import type { ReactNode } from 'react';

/** Below the panels' breakpoint the layers and the properties open as a drawer (loaded only then). */
export function PanelDrawer(props: {
  side: 'left' | 'right';
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer open onClose={props.onClose} placement={props.side} title={props.title} styles={{ body: { padding: 0 } }}>
      {props.children}
    </Drawer>
  );
}
