// /jacobs/services/antique-sourcing: the shared sub-page layout with this page's copy.
import content from './content/antique-sourcing.ts';
import { ServiceSubPage } from './sub-page-layout.tsx';

export default function AntiqueSourcingPage() {
  return <ServiceSubPage slug="antique-sourcing" page={content} />;
}
