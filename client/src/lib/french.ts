// French typography shared by the pages: elision before a name, times written one way.

/** Letters before which "de" elides: the vowels (accented or not), y, and h (taken as mute). */
const ELIDES = /^[aeiouyh]/i;

/**
 * "de" before a name as French writes it: "d’Alice", "d’Hélène", "d’IMG_0042.jpg", but
 * "de Bob" (typographic apostrophe, decision 023). An h counts as mute, as it is in most first
 * names ("d’Henri", "d’Hugo"); a name starting with anything but a letter keeps "de".
 */
export function de(name: string): string {
  const trimmed = name.trim();
  const first = trimmed.normalize('NFD').charAt(0);
  return ELIDES.test(first) ? `d’${trimmed}` : `de ${trimmed}`;
}

/** A time of day as the site writes it: "8h", "8h30", "15h33" (never "8h00" nor "8:30"). */
export function frenchTime(hours: number, minutes: number): string {
  return minutes === 0 ? `${hours}h` : `${hours}h${String(minutes).padStart(2, '0')}`;
}

/**
 * A French phone number as dialled, for a tel: link: "05 56 00 00 00" is "tel:+33556000000";
 * an international one ("+32 2 …") keeps its own prefix. Organisers type the number as shown.
 */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('0') ? `+33${digits.slice(1)}` : digits}`;
}

const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];
const WEEKDAYS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];

/**
 * A calendar date (YYYY-MM-DD) as French writes it: "23 mai 2025", with `weekday` "vendredi 23
 * mai 2025", without `year` "vendredi 23 mai". Written out rather than through Intl, whose first
 * use on a page loads the platform's locale data: a long task on a phone (decision 113); the
 * same words as Intl's fr-FR (french.test.ts compares them).
 */
export function frenchDate(dateIso: string, { weekday = false, year = true } = {}): string {
  const [y, m, d] = dateIso.split('-').map(Number) as [number, number, number];
  const day = `${d} ${MONTHS[m - 1]}${year ? ` ${y}` : ''}`;
  return weekday ? `${WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]} ${day}` : day;
}
