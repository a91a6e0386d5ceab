// The not-found message kind: a large mark, the page's heading, a sentence naming the address the
// visitor asked for (where the owner wrote {address}) and the way back home.
import { Fragment } from 'react';
import type { SectionOf } from '../../shared/contract/sections/page-content.ts';
import { ASKED_ADDRESS_TOKEN } from '../../shared/contract/sections/page-part-kinds.ts';
import { paths } from '../../shared/paths.ts';
import { NotFoundState } from '../components/page-parts.tsx';
import { useFieldMarks } from './field-marks.tsx';

export function NotFoundSection({ section, pathname }: { section: SectionOf<'notFound'>; pathname: string }) {
  const mark = useFieldMarks();
  const [before, ...after] = (section.text ?? '').split(ASKED_ADDRESS_TOKEN);
  return (
    <NotFoundState
      meta={{ title: section.title }}
      mark={section.mark ?? undefined}
      back={{ to: paths.home, label: section.backLabel }}
      marks={{ mark: mark('mark'), title: mark('title'), text: mark('text'), back: mark('backLabel') }}
    >
      {before}
      {after.map((text, index) => (
        <Fragment key={index}>
          <code>{pathname}</code>
          {text}
        </Fragment>
      ))}
    </NotFoundState>
  );
}
