import { useCallback } from 'react';
import { notify } from '../../../lib/notify.ts';
import { errorMessage } from '../../../lib/query-client.ts';
import { type DesignListItem, useDuplicateDesign, useSaveAsTemplate } from '../api/designs.ts';

/** Duplicating a design and saving it as a template: done at once, told by a toast (the lists are read again). */
export function useCopyDesign() {
  const duplicate = useDuplicateDesign();
  const saveAsTemplate = useSaveAsTemplate();
  const { mutate: duplicateDesign } = duplicate;
  const { mutate: saveTemplate } = saveAsTemplate;
  return useCallback(
    (action: 'duplicate' | 'saveAsTemplate', design: DesignListItem) => {
      const call = action === 'duplicate' ? duplicateDesign : saveTemplate;
      call(design.id, {
        onSuccess: (answer) => notify.success(answer.message ?? ''),
        onError: (error) => notify.error(errorMessage(error, 'update')),
      });
    },
    [duplicateDesign, saveTemplate],
  );
}
