/**
 * The congress's clock: Bordeaux time. Quiz openings, the day's programme and the dates in
 * the organisers' archive are shown in it, whatever the zone of the phone or the server.
 */
export const EVENT_TIME_ZONE = 'Europe/Paris';
