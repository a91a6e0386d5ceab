// /jacobs/services/rug-intelligence: the shared sub-page layout with this page's copy.
import content from './content/rug-intelligence.ts';
import { ServiceSubPage } from './sub-page-layout.tsx';

export default function RugIntelligencePage() {
  return <ServiceSubPage slug="rug-intelligence" page={content} />;
}
