import { jsonForScript, type JsonLdData } from '../../shared/seo/structured-data.ts';

// Structured data as a JSON script element: data, not executed code, so the CSP allows it.
// "<" is escaped so no value can close the element early.
export function JsonLd({ data }: { data: JsonLdData }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />;
}
