// The bracelet's "not set up" notice is static markup the server puts before the app's
// root, for the address it answered. The app never renders it, so once the app moves to another page
// (the wizard's "Forgot password?", the configured tag's page) it has to take it away.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { STATIC_NOTICE_ATTRIBUTE } from './static-notice.ts';

export function useStaticNoticeScope(): void {
  const { pathname } = useLocation();
  const [servedPath] = useState(pathname);
  useEffect(() => {
    if (pathname === servedPath) return;
    for (const notice of document.querySelectorAll(`[${STATIC_NOTICE_ATTRIBUTE}]`)) notice.remove();
  }, [pathname, servedPath]);
}
