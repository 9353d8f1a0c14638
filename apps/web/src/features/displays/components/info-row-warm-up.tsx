import { Descriptions, Empty, Image, Progress, Tag, Timeline } from 'antd';
import { useEffect, useState } from 'react';

const hidden: React.CSSProperties = {
  position: 'absolute',
  width: 0,
  height: 0,
  overflow: 'hidden',
  visibility: 'hidden',
  pointerEvents: 'none',
};
const idle = (run: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200);

/**
 * Mounts, once the list is idle, one hidden instance of each antd component the Info row uses, so their CSS-in-JS
 * styles exist before the first row opens: generating them took about half of opening the first Info row of a page.
 * Renders nothing visible and holds no data.
 */
export function InfoRowWarmUp() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const handle = idle(() => setReady(true));
    return () =>
      typeof cancelIdleCallback === 'function'
        ? cancelIdleCallback(handle as number)
        : clearTimeout(handle as ReturnType<typeof setTimeout>);
  }, []);
  if (!ready) return null;
  return (
    <div aria-hidden style={hidden}>
      <Descriptions size="small" column={1} items={[{ key: 'k', label: '', children: '' }]} />
      <Timeline items={[{ content: '' }]} />
      <Progress percent={0} showInfo={false} size="small" />
      <Tag />
      <Empty />
      <Image.PreviewGroup>
        <Image preview={false} alt="" />
      </Image.PreviewGroup>
    </div>
  );
}
