import { useEffect, useRef } from 'react';

/**
 * A ref for a form that, each time `failure` changes to a new refusal (a mutation's error, the errors a
 * submit found), moves the focus to the first field marked aria-invalid: a keyboard or screen-reader user
 * lands on what to fix, and hears its message (FormField describes the field with it), instead of staying
 * on the button.
 */
export function useFocusFirstInvalid<T extends HTMLElement = HTMLFormElement>(failure: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!failure) return;
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failure]);
  return ref;
}
