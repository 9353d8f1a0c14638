import { Spin } from 'antd';
import { type ComponentProps, Suspense } from 'react';
import { lazyComponent } from '../../../../lib/lazy-component.tsx';
import type { MediaUploader as Uploader } from './media-uploader.tsx';

/*
 * The media upload of the location and valuation steps, loaded after the first step or when one of them is shown:
 * antd's Upload and Progress are no part of the wizard's first load (scripts/check-bundle-budget.mjs). A Form.Item
 * control like the uploader.
 */
const MediaUploader = lazyComponent(() => import('./media-uploader.tsx').then((m) => m.MediaUploader));
export const preloadMediaField = () => MediaUploader.preload();

export function MediaField(props: ComponentProps<typeof Uploader>) {
  return (
    <Suspense fallback={<Spin />}>
      <MediaUploader {...props} />
    </Suspense>
  );
}
