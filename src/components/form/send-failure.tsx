import { useCallback, useRef, useState } from 'react';

/**
 * Why a send failed (the server refused it, the network dropped it), said beside the send button and
 * given the keyboard focus: the button was disabled while sending, so focus would otherwise fall to the
 * page's body and a keyboard or screen-reader user would have to look for the error. Field errors keep
 * their own way (the first field in error takes the focus).
 */
export function useSendFailure() {
  const [text, setText] = useState<string | null>(null);
  const shown = useRef<HTMLParagraphElement | null>(null);
  const focusOnMount = useRef(false);
  // The text's element takes the focus as it mounts (after React has rendered it, so it is read out as
  // the focus lands); one already shown takes it at the next frame.
  const ref = useCallback((node: HTMLParagraphElement | null) => {
    shown.current = node;
    if (node && focusOnMount.current) {
      focusOnMount.current = false;
      node.focus();
    }
  }, []);
  const fail = useCallback((message: string) => {
    setText(message);
    const node = shown.current;
    if (node) requestAnimationFrame(() => node.focus());
    else focusOnMount.current = true;
  }, []);
  const clear = useCallback(() => setText(null), []);
  return { text, ref, fail, clear };
}

export type SendFailureState = ReturnType<typeof useSendFailure>;

export function SendFailure({ failure }: { failure: SendFailureState }) {
  if (!failure.text) return null;
  return (
    <p
      ref={failure.ref}
      tabIndex={-1}
      data-testid="send-failure"
      className="mt-6 border-l-2 border-danger pl-4 text-sm font-semibold text-danger"
    >
      {failure.text}
    </p>
  );
}
