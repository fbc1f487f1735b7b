/**
 * The moment React takes a form island over: from then on it is ready (its button live, its fill
 * time counting), what the visitor typed while its code loaded is kept (`adopt`), and a "Send"
 * pressed meanwhile, which the loader kept (src/client/islands.ts), is sent now, as if pressed
 * again: one press is enough, however slowly the code arrived.
 */
import { type RefObject, useEffect, useRef, useState } from 'react';

/** What the loader hands a form island besides its props, in the browser only. */
export interface EarlySubmitProps {
  /**
   * Stops keeping the form's submits and says whether the visitor sent it before it was ready.
   * Present when the loader has enabled the form's button ahead of the island's code.
   */
  takeEarlySubmit?: () => boolean;
}

export function useHydration(
  formRef: RefObject<HTMLFormElement | null>,
  adopt: (form: HTMLFormElement) => void,
  takeEarlySubmit: (() => boolean) | undefined,
): { ready: boolean; startedAt: RefObject<number> } {
  const [ready, setReady] = useState(false);
  const startedAt = useRef(Date.now());
  useEffect(() => {
    startedAt.current = Date.now();
    setReady(true);
    if (formRef.current) adopt(formRef.current);
  }, [formRef, adopt]);
  // After the render that made it ready (with the adopted values): the kept press is sent.
  useEffect(() => {
    if (ready && takeEarlySubmit?.()) formRef.current?.requestSubmit();
  }, [ready, takeEarlySubmit, formRef]);
  return { ready, startedAt };
}
