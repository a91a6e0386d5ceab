// The business's address as the site shows it and as search engines read it (decision
// 135), from the settings: an optional street address and ZIP code with the city setting
// ("Chicago, Illinois"), and an optional note on visits ("By appointment only").

export interface AddressSettings {
  streetAddress: string | null;
  postalCode: string | null;
  addressNote: string | null;
  /** "Chicago, Illinois": the town, then the state after a comma. */
  city: string;
}

/** The address's lines as written on an envelope: the street (when there is one), then the city with its ZIP code. */
export function addressLines({ streetAddress, postalCode, city }: AddressSettings): string[] {
  const place = postalCode ? `${city} ${postalCode}` : city;
  return streetAddress ? [streetAddress, place] : [place];
}

/** The city setting as a town and a state: "Chicago, Illinois" -> Chicago, Illinois; "Chicago" -> Chicago alone. */
function townAndState(city: string): { town: string; state: string | null } {
  const comma = city.lastIndexOf(',');
  if (comma < 0) return { town: city.trim(), state: null };
  return { town: city.slice(0, comma).trim(), state: city.slice(comma + 1).trim() || null };
}

/** schema.org's PostalAddress of the business: what the settings give, in the US. */
export function postalAddress(settings: AddressSettings) {
  const { town, state } = townAndState(settings.city);
  return {
    '@type': 'PostalAddress',
    ...(settings.streetAddress ? { streetAddress: settings.streetAddress } : {}),
    addressLocality: town,
    ...(state ? { addressRegion: state } : {}),
    ...(settings.postalCode ? { postalCode: settings.postalCode } : {}),
    addressCountry: 'US',
  };
}
