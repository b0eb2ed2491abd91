import { useEffect } from 'react';
import { useSiteName } from '@/features/site/api/get-site';

/** Sets the browser tab title to '{title} | {site}' (or just the site name) while the page is shown. */
export function useDocumentTitle(title?: string): void {
  const siteName = useSiteName();
  useEffect(() => {
    document.title = title ? `${title} | ${siteName}` : siteName;
  }, [title, siteName]);
}
