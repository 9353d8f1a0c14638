import { message } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { attachMessageApi } from './notify.ts';

/** antd's static message API: notify's fallback where no holder mounts. */
export const staticMessage = message;

/** Rendered once inside antd's ConfigProvider (app/providers.tsx); hands its message instance to `notify`. */
export function NotifyHolder(): ReactNode {
  const [api, contextHolder] = message.useMessage();
  useEffect(() => attachMessageApi(api), [api]);
  return contextHolder;
}
