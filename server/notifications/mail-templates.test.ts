import { describe, expect, it } from 'vitest';
import type { AdminSiteSettings } from '../../shared/contract/settings.ts';
import { leadRecipient } from './lead-recipient.ts';
import type { ContactMessage } from '../../shared/contract/inbox.ts';
import { ROOM_PHOTO_NOT_KEPT } from '../../shared/contract/rug-fit-send.ts';
import { inquiryContextLines, leadMail } from './mail-templates.ts';

const message: ContactMessage = {
  id: 7,
  name: 'Ann\r\nBcc: victim@example.com',
  email: 'ann@example.com',
  phone: null,
  service: 'pet-safety',
  message: 'Hello',
  handled: false,
  createdAt: '2026-03-03T20:05:00.000Z',
  productId: null,
  productName: null,
  productExists: false,
  utmSource: null,
  utmMedium: null,
  fromPage: null,
  held: false,
};

describe('leadMail', () => {
  it('keeps a typed line break out of the subject and names the service', () => {
    const mail = leadMail(message, 'https://rugs.example');
    expect(mail.subject).toBe('New inquiry from Ann Bcc: victim@example.com (Pet-Safe Certification)');
    expect(mail.replyTo).toBe('ann@example.com');
    expect(mail.text).toContain('Received: Tuesday, March 3, 2026 at 2:05 PM (Chicago)');
    expect(mail.text).toContain('Inbox: https://rugs.example/admin/inbox');
    expect(mail.text).not.toContain('Where it came from');
  });

  it('makes a name stored before the text rule one line, without control characters or direction overrides', () => {
    const mail = leadMail({ ...message, name: 'Ann\u0000 \u202Egnp.exe', message: 'One\u0007\nTwo' });
    expect(mail.subject).toBe('New inquiry from Ann gnp.exe (Pet-Safe Certification)');
    expect(mail.text).toContain('Name:     Ann gnp.exe\n');
    expect(mail.text).toContain('\n> One\n> Two\n');
  });

  it('says where the lead came from when the message carries its inquiry context', () => {
    const context = { productId: 12, productName: 'Vintage Oushak', utmSource: 'services', utmMedium: 'home-staging', fromPage: '/jacobs/shop' };
    expect(inquiryContextLines(context)).toEqual(['Product:   Vintage Oushak (#12)', 'Campaign:  services / home-staging', 'From page: /jacobs/shop']);
    expect(leadMail({ ...message, ...context }).text).toContain('Where it came from:\nProduct:   Vintage Oushak (#12)');
    expect(inquiryContextLines({ utmSource: 'newsletter' })).toEqual(['Campaign:  newsletter']);
  });
});

describe('leadMail of a Rug Fit send', () => {
  const rugFit = {
    palette: [
      { color: '#1f2a48', share: 0.6 },
      { color: '#f2ecdc', share: 0.4 },
    ],
    mode: 'pop' as const,
    rugs: [
      { id: 3, name: 'Vintage Oushak', exists: true },
      { id: 99, name: null, exists: false },
    ],
    photo: { width: 1536, height: 2048, bytes: 412_000 },
    photoNotKept: false,
  };

  it('says the room palette, the rugs shown and that a room photo came with it', () => {
    const { text } = leadMail({ ...message, rugFit });
    expect(text).toContain(
      ['Sent from Rug Fit:', 'Mode:         Make it pop', 'Room palette: navy 60% (#1f2a48), ivory 40% (#f2ecdc)', 'Rugs shown:   Vintage Oushak (#3), #99 (not in the catalog)', 'A room photo came with it (1536 x 2048): see it in the inbox.'].join('\n'),
    );
  });

  it('says when the visitor kept the photo, and says nothing of Rug Fit for another message', () => {
    expect(leadMail({ ...message, rugFit: { ...rugFit, photo: null } }).text).toContain('No room photo: the visitor kept it on their device.');
    expect(leadMail({ ...message, rugFit: { ...rugFit, photo: null, photoNotKept: true } }).text).toContain(ROOM_PHOTO_NOT_KEPT);
    expect(leadMail(message).text).not.toContain('Rug Fit');
  });
});

describe('leadRecipient', () => {
  const settings = { email: 'consult@rugs.example' } as AdminSiteSettings;
  it('is the "Send new-lead emails to" field when set, else the contact email', () => {
    expect(leadRecipient(settings)).toBe('consult@rugs.example');
    expect(leadRecipient({ ...settings, notificationEmail: '' })).toBe('consult@rugs.example');
    expect(leadRecipient({ ...settings, notificationEmail: 'owner@rugs.example' })).toBe('owner@rugs.example');
  });
});
