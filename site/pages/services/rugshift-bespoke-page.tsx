// /jacobs/services/rugshift-bespoke: the shared sub-page layout with this page's copy.
import content from './content/rugshift-bespoke.ts';
import { ServiceSubPage } from './sub-page-layout.tsx';

export default function RugshiftBespokePage() {
  return <ServiceSubPage slug="rugshift-bespoke" page={content} />;
}
