import { describe, expect, it } from 'vitest';
import { SPEC_AREAS } from '../../tests/spec-facts.ts';
import { namesArea, testimonialsOfArea } from './testimonial-places.ts';

describe("a testimonial's place", () => {
  it.each([
    ['Lincoln Park', 'Lincoln Park'],
    ['lincoln park', 'Lincoln Park'],
    ['Lincoln Park, Chicago', 'Lincoln Park'],
    ['  Evanston, IL ', 'Evanston'],
    ['Andersonvílle', 'Andersonville'],
    ['Oak Park, Illinois', 'Oak Park'],
  ])('%j names %s', (place, area) => {
    expect(namesArea(place, area)).toBe(true);
  });

  it.each([
    ['Lincoln Park West', 'Lincoln Park'],
    ['Loop', 'West Loop'],
    ['West Loop', 'Loop'],
    ['Lincoln Square', 'Lincoln Park'],
    ['Chicago, Lincoln Park', 'Lincoln Park'],
    ['', 'Loop'],
    [',', 'Loop'],
  ])('%j does not name %s', (place, area) => {
    expect(namesArea(place, area)).toBe(false);
  });

  it("each of the spec's areas is named by its own name only", () => {
    for (const area of SPEC_AREAS) expect(SPEC_AREAS.filter((place) => namesArea(place, area))).toEqual([area]);
  });

  it('picks, in order, the testimonials of an area', () => {
    const testimonials = [
      { name: 'A', place: 'Evanston' },
      { name: 'B', place: 'Oak Park' },
      { name: 'C', place: 'evanston, IL' },
    ];
    expect(testimonialsOfArea(testimonials, 'Evanston').map((testimonial) => testimonial.name)).toEqual(['A', 'C']);
    expect(testimonialsOfArea(testimonials, 'Gold Coast')).toEqual([]);
  });
});
