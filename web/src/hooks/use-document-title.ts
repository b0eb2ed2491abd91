import { useEffect } from 'react';
import { SITE_NAME } from '@/lib/site';

/** Sets the browser tab title to '{title} | {site}' (or just the site name) while the page is shown. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
