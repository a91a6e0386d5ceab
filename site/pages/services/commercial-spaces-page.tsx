// /jacobs/services/commercial-spaces: the shared sub-page layout with this page's copy.
import content from './content/commercial-spaces.ts';
import { ServiceSubPage } from './sub-page-layout.tsx';

export default function CommercialSpacesPage() {
  return <ServiceSubPage slug="commercial-spaces" page={content} />;
}
