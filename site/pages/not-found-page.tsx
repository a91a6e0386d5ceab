// The not-found page (docs/product/routes.md#public-pages), at the address asked for (also an
// unknown service area's): the owner's not-found page, whose seed is the spec's "404 Page Not
// Found" and its text.
import { SectionList } from '../sections/section-list.tsx';
import type { PageProps } from './page-props.ts';

export default function NotFoundPage({ sections, settings, pathname }: Pick<PageProps<'notFound'>, 'sections' | 'settings' | 'pathname'>) {
  return <SectionList sections={sections?.sections ?? []} context={{ settings, pathname }} />;
}
