import { Spin } from 'antd';
import { Suspense, lazy } from 'react';
import { ownDisplaysPage } from '../../../displays/index.ts';
import { AssignmentFrame } from '../components/assignment-frame.tsx';

// The own overview's module (app/user-management-routes.ts starts loading it beside this page).
const OwnDisplays = lazy(() => ownDisplaysPage().then((Component) => ({ default: Component })));

/**
 * /dashboard/user-management/edit-user/display-assignment/{userId}/{roleId}: the own display overview in assignment
 * mode (spec 02 §2 'Display assignment overview'); Assign sets the displays of the user's role to the selection.
 */
export function DisplayAssignmentPage() {
  return (
    <AssignmentFrame type="display">
      {(assignment) => (
        <Suspense fallback={<Spin />}>
          <OwnDisplays assignment={assignment} />
        </Suspense>
      )}
    </AssignmentFrame>
  );
}
