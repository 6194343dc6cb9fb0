import { satisfactionLine, WALL_REVIEW_LISTED, type Figures, type SatisfactionFigure } from '@congres/contracts';
import { formatParisDateTime, formatParisTime, parisDate } from '../../lib/paris-time';
import type { HalfDayAtAGlance } from '../attendance/public/use-half-days-at-a-glance';

// The sentences of /organisation's day at a glance (decision 109): one per figure, short enough
// for a phone's width, each the name of the link to its tool.

/** "à 10h42" on the same Bordeaux day as `now`, else "le 22 mai 2025 à 18h". */
export function whenSaid(iso: string, now: number): string {
  const ms = Date.parse(iso);
  return parisDate(ms) === parisDate(now) ? `à ${formatParisTime(ms)}` : `le ${formatParisDateTime(iso)}`;
}

/** "Version 12, publiée à 10h42"; version 1 is the content the site started with. */
export function versionLine(version: number, publishedAt: string, now: number): string {
  if (version === 1) return 'Version 1, le contenu de départ';
  return `Version ${version}, publiée ${whenSaid(publishedAt, now)}`;
}

const counted = (count: number, one: string, many: string) => `${count} ${count > 1 ? many : one}`;

/** "Ouvert · 124 signatures", "Clos et signé · 130 signatures", "Pas encore ouvert". */
export function halfDayLine({ state, signatures, trainerSigned }: HalfDayAtAGlance): string {
  const said = state === 'Clos' && trainerSigned ? 'Clos et signé' : state;
  if (signatures === null) return said;
  if (signatures === 0) return state === 'Pas encore ouvert' ? said : `${said} · aucune signature`;
  return `${said} · ${counted(signatures, 'signature', 'signatures')}`;
}

/**
 * The photos waiting for the wall: the review lists the newest WALL_REVIEW_LISTED, so a full
 * list says "au moins". Without WALL_APPROVAL the wall projects every photo: said instead.
 */
export function wallLine({ approval, pending }: { approval: boolean; pending: readonly unknown[] }): string {
  if (!approval) return 'Sans validation : toutes les photos sont projetées';
  if (pending.length === 0) return 'Aucune photo à valider';
  if (pending.length >= WALL_REVIEW_LISTED) return `Au moins ${WALL_REVIEW_LISTED} photos à valider`;
  return `${counted(pending.length, 'photo', 'photos')} à valider`;
}

/** "Aucun signalement à traiter", "3 signalements à traiter" (/signalements says on which photos). */
export function reportsLine({ openReports }: Pick<Figures, 'openReports'>): string {
  return openReports === 0
    ? 'Aucun signalement à traiter'
    : `${counted(openReports, 'signalement', 'signalements')} à traiter`;
}

/** "34 photos publiées · 120 comptes · 1 écran sur le mur". */
export function figuresLine({ photos, accounts, screens }: Pick<Figures, 'photos' | 'accounts' | 'screens'>): string {
  return [
    counted(photos, 'photo publiée', 'photos publiées'),
    counted(accounts, 'compte', 'comptes'),
    counted(screens, 'écran sur le mur', 'écrans sur le mur'),
  ].join(' · ');
}

/** The questionnaire before it opens, or its rate once open ("Satisfaction : 92 % (120 réponses)"). */
export function satisfactionGlance(opensAt: string | null, now: number, results?: SatisfactionFigure): string {
  if (opensAt === null) return 'Aucun questionnaire de satisfaction prévu';
  if (now < Date.parse(opensAt)) return `Ouvre ${whenSaid(opensAt, now)}`;
  if (results === undefined) return 'Ouvert';
  if (results.answers === 0) return 'Ouvert : aucune réponse pour le moment';
  return satisfactionLine(results);
}

/** Whether the questionnaire is open at `now` (its rate is then asked for). */
export const satisfactionOpen = (opensAt: string | null, now: number | null): boolean =>
  opensAt !== null && now !== null && now >= Date.parse(opensAt);
