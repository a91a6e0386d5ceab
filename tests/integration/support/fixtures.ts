// The numbered admin record types as the integration tests walk them (their bodies: tests/support/record-data.ts).
import { validBlogPost, validBookingException, validConsultationType, validCoreService, validProduct, validServiceArea, validTestimonial } from '../../support/record-data.ts';

/**
 * The numbered record types: `nameField` names a record, `textField` is a free text the history
 * tests change, `slugged` whether the record has a slug made from its name.
 */
export const RESOURCES = [
  { name: 'products', path: '/api/admin/products', table: 'products', valid: validProduct, nameField: 'name', textField: 'description', slugged: true },
  { name: 'blog', path: '/api/admin/blog', table: 'blog_posts', valid: validBlogPost, nameField: 'title', textField: 'excerpt', slugged: true },
  { name: 'service areas', path: '/api/admin/service-areas', table: 'service_areas', valid: validServiceArea, nameField: 'name', textField: 'description', slugged: true },
  { name: 'core services', path: '/api/admin/core-services', table: 'core_services', valid: validCoreService, nameField: 'title', textField: 'description', slugged: true },
  { name: 'testimonials', path: '/api/admin/testimonials', table: 'testimonials', valid: validTestimonial, nameField: 'name', textField: 'quote', slugged: false },
  { name: 'consultation types', path: '/api/admin/consultation-types', table: 'consultation_types', valid: validConsultationType, nameField: 'name', textField: 'description', slugged: true },
  { name: 'availability exceptions', path: '/api/admin/booking-exceptions', table: 'booking_exceptions', valid: validBookingException, nameField: 'note', textField: 'note', slugged: false },
] as const;
