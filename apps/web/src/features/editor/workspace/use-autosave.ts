import type { DesignDocument } from '@plakat/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { saveDocument } from './workspace-api.ts';

/** How long after the last change the draft is saved. */
export const autosaveDelayMs = 2500;

export type SaveState =
  | { kind: 'saved'; at: string }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'conflict'; message: string }
  | { kind: 'failed'; message: string };

/**
 * Saves the document a few seconds after the last change, as a new revision on top of the one this tab last saw
 * (the server's optimistic check: another tab or user who saved in between makes it 409, never a silent
 * overwrite). `afterSave` gets each new revision (the thumbnail). `saveNow` saves at once (before publishing).
 */
export function useAutosave(
  designId: string,
  doc: DesignDocument,
  initial: { revision: number; updatedAt: string },
  afterSave: (revision: number, doc: DesignDocument) => void,
) {
  const [revision, setRevision] = useState(initial.revision);
  const [state, setState] = useState<SaveState>({ kind: 'saved', at: initial.updatedAt });
  const savedDoc = useRef(doc);
  const revisionRef = useRef(initial.revision);
  const running = useRef<Promise<number | null> | null>(null);
  const latestDoc = useRef(doc);
  latestDoc.current = doc;
  const blocked = state.kind === 'conflict';

  const save = useCallback(async (): Promise<number | null> => {
    if (running.current) await running.current;
    const target = latestDoc.current;
    if (target === savedDoc.current) return revisionRef.current;
    const attempt = (async () => {
      setState({ kind: 'saving' });
      try {
        const answer = await saveDocument(designId, revisionRef.current, target);
        savedDoc.current = target;
        revisionRef.current = answer.revision;
        setRevision(answer.revision);
        setState(latestDoc.current === target ? { kind: 'saved', at: answer.updatedAt } : { kind: 'pending' });
        if (answer.saved) afterSave(answer.revision, target);
        return answer.revision;
      } catch (error) {
        const message = error instanceof Error ? error.message : '';
        setState(
          isApiRequestError(error) && error.status === 409
            ? { kind: 'conflict', message }
            : { kind: 'failed', message },
        );
        return null;
      }
    })();
    running.current = attempt;
    try {
      return await attempt;
    } finally {
      running.current = null;
    }
  }, [designId, afterSave]);

  useEffect(() => {
    if (blocked || doc === savedDoc.current) return;
    setState((current) => (current.kind === 'saving' ? current : { kind: 'pending' }));
    const timer = setTimeout(() => void save(), autosaveDelayMs);
    return () => clearTimeout(timer);
  }, [doc, blocked, save]);

  // Unsaved changes when the tab closes: the browser asks before leaving.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (latestDoc.current !== savedDoc.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  return {
    revision,
    state,
    saveNow: save,
    /** After a reload from the server: its document and revision are the new base. */
    rebase(next: DesignDocument, nextRevision: number, updatedAt: string) {
      savedDoc.current = next;
      revisionRef.current = nextRevision;
      setRevision(nextRevision);
      setState({ kind: 'saved', at: updatedAt });
    },
    hasUnsaved: () => latestDoc.current !== savedDoc.current,
  };
}
