import { Spin } from 'antd';
import { Suspense, lazy } from 'react';
import { mediaAssignmentOverview } from '../../../media-pool/index.ts';
import { AssignmentFrame } from '../components/assignment-frame.tsx';

// The media overview's module and texts (app/user-management-routes.ts starts loading them beside this page).
const MediaOverview = lazy(() => mediaAssignmentOverview().then((Component) => ({ default: Component })));

/**
 * /dashboard/user-management/edit-user/media-assignment/{userId}/{roleId}: the media pool overview in assignment
 * mode (spec 02 §2 'Media assignment overview'); Assign sets the files of the user's role to the selection.
 */
export function MediaAssignmentPage() {
  return (
    <AssignmentFrame type="media">
      {({ header, toolbar }) => (
        <>
          {header}
          <Suspense fallback={<Spin />}>
            <MediaOverview toolbar={toolbar} />
          </Suspense>
        </>
      )}
    </AssignmentFrame>
  );
}
