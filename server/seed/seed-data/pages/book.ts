// The booking page (docs/product/routes.md#public-pages, Book a Consultation) as sections: a short
// hero, then the booking section, which holds every sentence of booking: the open days and times,
// the form, the confirmation, and the page of the link in the visitor's email (move or cancel).
import { TIME_ZONE_TOKEN } from '../../../../shared/contract/sections/section-kinds.ts';
import type { SeedPage } from './seed-page.ts';

export const bookPage: SeedPage = {
  pageSlug: 'book',
  seoTitle: 'Book a Free Rug Consultation',
  seoDescription:
    'Choose a day and time for a free 30-minute AI Rug Fit Consultation with our Chicago rug consultants. Move or cancel it any time from the link in your email.',
  seoKeywords: 'book rug consultation Chicago, AI Rug Fit Consultation, rug consultant appointment, home staging rug advice',
  content: {
    sections: [
      {
        id: 'hero',
        kind: 'hero',
        eyebrow: 'Free consultation',
        title: 'Book a Consultation',
        subtitle: 'Thirty minutes with a consultant, by phone or video: your rooms, your budget and what you want the rug to do. Pick a time below; it takes a minute.',
        aside: 'facts',
        factsTitle: 'At a glance',
        facts: [
          { value: '30 min', label: 'with a consultant, by phone or video' },
          { value: '$0', label: 'free, with no obligation' },
          { value: '1 link', label: 'in your email to move or cancel it' },
        ],
      },
      {
        id: 'booking',
        kind: 'booking',
        title: 'Choose a day and time',
        intro: 'Every time shown is open now. You can move or cancel it later from the link in your email.',
        zoneNote: `Times are ${TIME_ZONE_TOKEN}.`,
        localTime: 'your time',
        noTimes: 'No times are open on these days. Try later dates, or send us a message and we will find a time with you.',
        formTitle: 'Your details',
        formIntro: 'We send a confirmation and a calendar invitation to your email. Fields marked with an asterisk are required.',
        bookButton: 'Book This Time',
        takenIntro: 'Choose one of the next open times instead: it is booked with the details below.',
        bookedTitle: 'You’re booked',
        bookedText: 'We have emailed you a confirmation with a calendar invitation: add it to your calendar in one click. We look forward to talking with you.',
        requestedTitle: 'Request received',
        requestedText: 'Your time awaits our confirmation: we will email you as soon as it is confirmed, usually within a working day. It is not on our calendar until then.',
        manageTitle: 'Your consultation',
        manageIntro: 'Here you can move your consultation to another open time or cancel it.',
        moveTitle: 'Need another time?',
        moveText: 'Choose another open time: the invitation in your calendar moves with it.',
        moveLink: 'Choose Another Time',
        moveButton: 'Move to This Time',
        movedTitle: 'Your consultation is moved',
        movedText: 'We have emailed you the new time with an updated calendar invitation.',
        cancelTitle: 'Cancel it',
        cancelText: 'Plans changed? Cancel here and the time is free for someone else. A word on why helps us, but is not needed.',
        cancelButton: 'Cancel My Consultation',
        cancelledTitle: 'Your consultation is cancelled',
        cancelledText: 'We have emailed you to confirm, and removed it from our calendar. You are welcome to book another time whenever it suits you.',
        goneTitle: 'This link no longer works',
        goneText: 'The consultation it was made for has passed or was cancelled, or the link is incomplete. You are welcome to book another time.',
        againButton: 'Book Another Time',
      },
    ],
  },
};
