import { useEffect, useRef, useState } from 'react';
import { useClaimCase } from './api/cases.ts';
import { useCaseCopy } from './use-case-copy.ts';

/**
 * The case invitation's link (`?invitacion=…`): the token is sent once for the signed-in account (the
 * frame has sent a visitor without a session to sign in or up and back here); the case then opens, or
 * the page says why not in words.
 */
export function ClaimCase({
  token,
  onClaimed,
  onRefused,
}: {
  token: string;
  onClaimed: (caseId: string) => void;
  onRefused: () => void;
}) {
  const { p, errorText } = useCaseCopy();
  const { mutateAsync: claim } = useClaimCase();
  const sent = useRef<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => {
    if (sent.current === token) return;
    sent.current = token;
    void claim(token).then((result) => {
      if (result.ok) return onClaimed(result.data.case.id);
      setRefusal(result.code);
      onRefused();
    });
  }, [token, claim, onClaimed, onRefused]);
  if (!refusal)
    return (
      <p role="status" className="text-ink-muted">
        {p.claim.claiming}
      </p>
    );
  return (
    <p role="alert" data-testid="case-link-refused" className="border border-danger/40 bg-white/60 px-6 py-4 text-ink">
      {errorText(refusal)}
    </p>
  );
}
