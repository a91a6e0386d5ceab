import { useLocation } from '../../shared/router/router.tsx';
import { paths } from '../../shared/paths.ts';
import { NOT_FOUND_META } from '../../shared/seo/page-meta.ts';
import { NotFoundState } from '../components/page-parts.tsx';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <NotFoundState meta={NOT_FOUND_META} path={pathname} mark="404" back={{ to: paths.home, label: 'Return Home' }}>
      Did you forget to add the page to the router? The address <code>{pathname}</code> does not match any page on this site.
    </NotFoundState>
  );
}
