// A page's hero and call-to-action copy: its page content where set, the built-in defaults
// otherwise (shared/domain/page-copy.ts, which the seed stores too).
import type { PageContent } from '../../shared/contract/pages.ts';
import { pageCopyOf, type PageCopy } from '../../shared/domain/page-copy.ts';

export const pageCopy = (content: PageContent | undefined, defaults: PageCopy): PageCopy => pageCopyOf(defaults, content?.content ?? {});
