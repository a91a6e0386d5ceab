import { paths } from '../../shared/paths.ts';
import { NOT_FOUND_META } from '../../shared/seo/page-meta.ts';
import { NotFoundState } from '../components/page-parts.tsx';

/** The not-found page (docs/product/routes.md#public-pages), at the address asked for (also an unknown service area's page). */
export default function NotFoundPage({ pathname }: { pathname: string }) {
  return (
    <NotFoundState meta={NOT_FOUND_META} mark="404" back={{ to: paths.home, label: 'Return Home' }}>
      Did you forget to add the page to the router? The address <code>{pathname}</code> does not match any page on this site.
    </NotFoundState>
  );
}
