import { Descriptions, Empty, Image, Progress, Tag, Timeline } from 'antd';

const hidden: React.CSSProperties = {
  position: 'absolute',
  width: 0,
  height: 0,
  overflow: 'hidden',
  visibility: 'hidden',
  pointerEvents: 'none',
};
/**
 * One hidden instance of each antd component the Info row uses, so their CSS-in-JS styles exist before the first row
 * opens: generating them took about half of opening the first Info row of a page. Mounted once the list is idle
 * (the list table renders it, lazy-rows.tsx). Renders nothing visible and holds no data.
 */
export function InfoRowWarmUp() {
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
