/** "23 mai 2025 à 10:15", in Bordeaux time whatever the phone's zone. */
const PARIS_DATE_TIME = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  dateStyle: 'long',
  timeStyle: 'short',
});

/** An instant (ISO 8601) as a French reader in Bordeaux says it. */
export function formatParisDateTime(iso: string): string {
  return PARIS_DATE_TIME.format(new Date(iso));
}
