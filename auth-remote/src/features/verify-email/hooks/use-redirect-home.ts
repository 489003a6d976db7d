import { useNavigate } from '@party/shared-ui';
import { useEffect } from 'react';

/** Spec 01 §9: how long "Email verified successfully" shows before the home page. */
export const VERIFIED_REDIRECT_MS = 1000;

/** Once `ready` turns true, goes to the home page after the delay (cancelled if the page goes first). */
export function useRedirectHome(ready: boolean, delayMs: number = VERIFIED_REDIRECT_MS): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!ready) return;
    const timer = setTimeout(() => void navigate('/', { replace: true }), delayMs);
    return () => clearTimeout(timer);
  }, [ready, delayMs, navigate]);
}
