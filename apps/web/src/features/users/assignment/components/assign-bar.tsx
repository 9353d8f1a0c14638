import { Button, Flex } from 'antd';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AssignmentResourceType } from '@plakat/shared';
import type { KeySetStore } from '../../../../hooks/key-set-store.ts';
import { notify } from '../../../../lib/notify.ts';
import { useAssignResources, useAssignedResources } from '../../api/assignments.ts';
import { assignmentReturnHref } from '../lib/assignment.ts';

type Props = {
  type: AssignmentResourceType;
  target: { userId: string; roleId: string };
  selected: KeySetStore;
  total: number;
};

/**
 * 'N of M selected' and Assign above the assignment overview. What is assigned already starts selected, so the call
 * (which replaces the role's whole set) keeps it unless it is unticked; Assign waits for that answer.
 */
export function AssignBar({ type, target, selected, total }: Props) {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const assigned = useAssignedResources(target, type);
  const assign = useAssignResources(target, type);
  // useKeySet's one line, not an import of it: a second importer outside the overviews would split key-set-store
  // into a chunk of its own, one more request on the own display overview's first load (bundle budget).
  const ids = useSyncExternalStore(selected.subscribe, selected.get);
  const preselected = useRef(false);
  useEffect(() => {
    if (preselected.current || !assigned.data) return;
    preselected.current = true;
    selected.setMany(
      assigned.data.items.map((item) => item.id),
      true,
    );
  }, [assigned.data, selected]);

  const submit = async () => {
    const answer = await assign.mutateAsync(selected.get());
    notify.success(answer.message || t(`assignment.done.${type}`));
    await navigate(assignmentReturnHref(target.userId, target.roleId, type));
  };
  return (
    <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 8 }}>
      <strong aria-live="polite" style={{ fontWeight: 600 }}>
        {t(`assignment.selected.${type}`, { selected: ids.size, total })}
      </strong>
      <Button
        type="primary"
        disabled={!assigned.data}
        loading={assign.isPending}
        onClick={() => void submit().catch(() => undefined)}
      >
        {t('assignment.assign')}
      </Button>
    </Flex>
  );
}
