import { Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { wizardSteps } from '@plakat/shared';
import { isApiRequestError, leadsNowhere } from '../../../../lib/api-client.ts';
import { useDraftLimit } from '../../api/draft-limit.ts';
import { useDisplayEdit } from '../../api/get-display-edit.ts';
import { useCanWriteDisplay } from '../../hooks/use-can-write-display.ts';
import { Wizard } from '../components/wizard.tsx';
import { CenteredSpin } from '../components/centered.tsx';
import { DraftLimitMessage, LoadFailed, Unavailable } from '../components/lazy-states.tsx';
import { emptyValues, valuesFromDetails } from '../lib/mapping.ts';

/**
 * /dashboard/display-management/create-display and /edit-display/{displayId} (spec 02 §2 wizard).
 * Create: the draft limit is checked first; the first step's Next creates the draft and switches the address to
 * edit-display/{id} (replace), so leaving the wizard leaves a draft that Finish Setup continues.
 * Edit: the steps are prefilled from GET /displays/{id}/edit; each Next saves the whole step (the server keeps only
 * what changed) and an unchanged, already saved step is not sent again.
 */
export function DisplayWizardPage() {
  const { displayId } = useParams();
  // The states instead of the wizard load when shown (lazy-states.tsx).
  return (
    <Suspense fallback={<CenteredSpin />}>
      {displayId ? <EditWizard key={displayId} id={displayId} /> : <CreateWizard />}
    </Suspense>
  );
}

const isForbidden = (error: unknown) => isApiRequestError(error) && error.status === 403;

function CreateWizard() {
  const canWrite = useCanWriteDisplay();
  const limit = useDraftLimit(canWrite('draft'));
  const [reached, setReached] = useState(false);
  if (!canWrite('draft') || isForbidden(limit.error)) return <Unavailable reason="noPermission" />;
  if (limit.isPending) return <CenteredSpin />;
  if (limit.isError) return <LoadFailed onRetry={() => void limit.refetch()} />;
  if (limit.data.reached || reached) return <DraftLimitMessage />;
  return <Wizard initial={emptyValues()} initialStep={0} stepsDone={0} onDraftLimit={() => setReached(true)} />;
}

function EditWizard({ id }: { id: string }) {
  const canWrite = useCanWriteDisplay();
  const location = useLocation();
  const navigate = useNavigate();
  const edit = useDisplayEdit(id);
  // The step handed over by the create call applies once; a reload starts from the display's own progress.
  const [fromState] = useState(() => (location.state as { step?: number } | null)?.step);
  // Clear the handed-over state from the history entry (idempotent: once cleared, hasState is false and nothing runs).
  const hasState = location.state != null;
  const { pathname, search } = location;
  useEffect(() => {
    if (hasState) void navigate({ pathname, search }, { replace: true, state: null });
  }, [hasState, navigate, pathname, search]);
  if (edit.isPending) return <CenteredSpin />;
  if (edit.isError) {
    if (leadsNowhere(edit.error)) return <Unavailable reason="notFound" />;
    if (isForbidden(edit.error)) return <Unavailable reason="noPermission" />;
    return <LoadFailed onRetry={() => void edit.refetch()} />;
  }
  const data = edit.data;
  if (!canWrite(data.status)) return <Unavailable reason="noPermission" />;
  const first =
    typeof fromState === 'number'
      ? fromState
      : data.status !== 'draft'
        ? 0
        : Math.min(data.stepsDone, wizardSteps.length - 1);
  return (
    <Wizard id={id} data={data} initial={valuesFromDetails(data)} initialStep={first} stepsDone={data.stepsDone} />
  );
}
