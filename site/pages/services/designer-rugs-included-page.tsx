// /jacobs/services/designer-rugs-included: the shared sub-page layout with this page's copy.
import content from './content/designer-rugs-included.ts';
import { ServiceSubPage } from './sub-page-layout.tsx';

export default function DesignerRugsIncludedPage() {
  return <ServiceSubPage slug="designer-rugs-included" page={content} />;
}
