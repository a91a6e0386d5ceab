// Which testimonials a service area's page shows: those whose "neighborhood or
// town" names the area. The owner writes the place freely ("Lincoln Park", "lincoln park,
// Chicago", "Evanston, IL"): its part before a comma is compared with the area's name, in any case
// and with accents folded, so "Lincoln Park West" or "Loop" never stand for "Lincoln Park" or
// "West Loop".
import { slugify } from './slug.ts';

const placeKey = (text: string) => slugify(text.split(',')[0]);

/** Whether a testimonial's place names the area. */
export const namesArea = (place: string, areaName: string): boolean => placeKey(place) !== '' && placeKey(place) === placeKey(areaName);

/** The testimonials (in their order) that name the area. */
export const testimonialsOfArea = <T extends { place: string }>(testimonials: readonly T[], areaName: string): T[] =>
  testimonials.filter((testimonial) => namesArea(testimonial.place, areaName));
