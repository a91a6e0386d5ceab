import { describe, expect, it } from 'vitest';
import { pageContentInput } from '../contract/pages.ts';
import { ROOM_PHOTO_CONSENT_LABEL, ROOM_PHOTO_STORED_SIDE } from '../contract/rug-fit-send.ts';
import { VISIT_TOTALS_KEPT_MONTHS } from '../contract/visit-terms.ts';
import { BACKUPS_KEPT } from './backups-kept.ts';
import { COMING_SOON_TITLE, POLICY_TEMPLATE_PAGES, policyTemplate } from './policy-templates.ts';

const business = { companyName: 'Jacobs Rug Consultancy', email: 'consult@jacobsrugconsultancy.com', city: 'Chicago, Illinois', roomPhotosMaxBytes: 250 * 1024 * 1024 };
const wordsOf = (value: unknown): string => JSON.stringify(value);

describe('the policy pages’ templates', () => {
  it.each(POLICY_TEMPLATE_PAGES)('%s is a page the contract accepts, with its own search text, the business named and no placeholder', (page) => {
    const template = policyTemplate(page, business);
    expect(() => pageContentInput.parse({ ...template, content: { sections: template.sections } })).not.toThrow();
    expect(template.seoDescription).not.toMatch(/coming soon/i);
    expect(wordsOf(template)).toContain(business.companyName);
    expect(wordsOf(template)).toContain(`mailto:${business.email}`);
    expect(wordsOf(template)).not.toContain(COMING_SOON_TITLE);
  });

  it('the privacy policy names what the site keeps and for how long, by the site’s own rules', () => {
    const text = wordsOf(policyTemplate('privacy', business));
    for (const words of ['The contact form', 'The newsletter', 'A booking', 'A room photo from Rug Fit', `“${ROOM_PHOTO_CONSENT_LABEL}”`, `${ROOM_PHOTO_STORED_SIDE} pixels`, 'without its location or camera details', 'Messages held for review'])
      expect(text).toContain(words);
    expect(text).toContain(`each of the last ${BACKUPS_KEPT.daily} days and one for each of the last ${BACKUPS_KEPT.weekly} weeks`);
    expect(text).toContain('sets no cookie');
    expect(text).toContain(`Only the daily totals are stored, for ${VISIT_TOTALS_KEPT_MONTHS} months`);
    expect(text).toContain('Room photos share 250 MB of space');
    expect(text).toContain('the page you first arrived on');
  });
});
