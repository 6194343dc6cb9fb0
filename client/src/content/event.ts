// PLACEHOLDER values are marked as such: the spec does not give them; the organiser replaces them.

/** The organisation's abbreviation. PLACEHOLDER: the spec names it only as "abbreviation". */
export const ORGANISATION_ABBREVIATION = 'APSB';

/** Shown in the header: the abbreviation plus the city (spec section 1). */
export const SITE_NAME = `${ORGANISATION_ABBREVIATION} Bordeaux`;
