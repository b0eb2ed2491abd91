import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '@/components/ui/use-toast';

// Where the auth service sends the browser after a verification link (GET /api/auth/verify-email).
const VERIFIED_PARAM = 'emailVerified';
const VERIFY_FAILED_PARAM = 'verifyError';

/**
 * Says how opening the e-mail verification link went, once, then drops the marker from the address.
 * Reads the address of the first render: a guard may redirect (e.g. to /landing) before effects run.
 */
export function EmailLinkNotices() {
  const location = useLocation();
  const navigate = useNavigate();
  const [arrival] = useState(() => ({ pathname: location.pathname, params: new URLSearchParams(location.search) }));

  useEffect(() => {
    const verified = arrival.params.has(VERIFIED_PARAM);
    const failed = arrival.params.has(VERIFY_FAILED_PARAM);
    if (!verified && !failed) return;
    // 'already': the link had verified this same address before (an e-mail scanner may have opened it first)
    if (verified && arrival.params.get(VERIFIED_PARAM) === 'already') toast({ title: 'Email Already Verified', description: 'Your email address is already verified. You can chat and withdraw.' });
    else if (verified) toast({ title: 'Email Verified', description: 'Your email address has been verified. You can now chat and withdraw.' });
    else toast({ title: 'Verification Failed', description: 'This verification link is invalid or expired.', variant: 'destructive' });

    const current = new URLSearchParams(window.location.search);
    if (current.has(VERIFIED_PARAM) || current.has(VERIFY_FAILED_PARAM)) {
      current.delete(VERIFIED_PARAM);
      current.delete(VERIFY_FAILED_PARAM);
      const search = current.toString();
      navigate({ pathname: window.location.pathname, search: search ? `?${search}` : '' }, { replace: true });
    }
  }, [arrival, navigate]);

  return null;
}
