import { NotFoundNotice } from '@pwa/components/NotFoundNotice';
import { usePageMeta } from '@pwa/lib/usePageMeta';

/** The content specification section 2: any unknown path shows "404 Page Not Found". */
export function NotFoundPage() {
  usePageMeta('Page Not Found');
  return (
    <NotFoundNotice
      title="404 Page Not Found"
      text="The page you are looking for has moved or never existed. Let's get you back on course."
      linkLabel="Back to Home"
    />
  );
}
