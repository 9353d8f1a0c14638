import { Spin } from 'antd';
import { type ComponentProps, Suspense, lazy } from 'react';
import type { MediaUploader as Uploader } from './media-uploader.tsx';

/*
 * The media upload of the location and valuation steps, loaded when one of them is shown: antd's Upload and Progress
 * are no part of the wizard's first load (scripts/check-bundle-budget.mjs). A Form.Item control like the uploader.
 */
const MediaUploader = lazy(() => import('./media-uploader.tsx').then((m) => ({ default: m.MediaUploader })));

export function MediaField(props: ComponentProps<typeof Uploader>) {
  return (
    <Suspense fallback={<Spin />}>
      <MediaUploader {...props} />
    </Suspense>
  );
}
