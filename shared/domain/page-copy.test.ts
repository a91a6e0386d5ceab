import { describe, expect, it } from 'vitest';
import { ABOUT_COPY } from './page-copy-defaults/about.ts';
import { CONTACT_COPY } from './page-copy-defaults/contact.ts';
import { BOOKING_HOURS, BOOKING_LEAD, pageCopyOf } from './page-copy.ts';

describe('pageCopyOf', () => {
  it("reads the first shown hero and call to action, and the default for what is missing or blank", () => {
    const content = {
      sections: [
        { id: 'old', kind: 'hero', hidden: true, title: 'Hidden hero', subtitle: 'Hidden' },
        { id: 'hero', kind: 'hero', hidden: false, title: 'Edited', subtitle: '   ' },
        { id: 'cta', kind: 'callToAction', hidden: false, title: 'Talk to us', text: null },
      ],
    };
    expect(pageCopyOf(ABOUT_COPY, content)).toEqual({ ...ABOUT_COPY, heroTitle: 'Edited', ctaTitle: 'Talk to us' });
  });

  it('shows a Markdown subtitle as its words', () => {
    const content = { sections: [{ id: 'hero', kind: 'hero', hidden: false, title: 'T', subtitle: 'Across [17 Chicagoland areas](/jacobs/service-areas), 2\\*3' }] };
    expect(pageCopyOf(ABOUT_COPY, content).heroSubtitle).toBe('Across 17 Chicagoland areas, 2*3');
  });

  it("reads the contact page's booking card, whose text begins with the booking sentence", () => {
    const content = { sections: [{ id: 'contact', kind: 'contact', hidden: false, bookingTitle: 'Book a call', bookingText: `${BOOKING_LEAD}Any weekday.${BOOKING_HOURS}` }] };
    expect(pageCopyOf(CONTACT_COPY, content)).toMatchObject({ ctaTitle: 'Book a call', ctaText: 'Any weekday.' });
  });

  it('keeps the defaults for content without sections (an empty page, {})', () => {
    expect(pageCopyOf(ABOUT_COPY, {})).toEqual(ABOUT_COPY);
  });
});
