import { WALL_REVIEW_LISTED } from '@congres/contracts';
import { describe, expect, it } from 'vitest';
import type { HalfDayAtAGlance } from '../attendance/public/use-half-days-at-a-glance';
import {
  figuresLine,
  halfDayLine,
  reportsLine,
  satisfactionGlance,
  satisfactionOpen,
  versionLine,
  wallLine,
} from './glance-lines';

// 11h00 in Bordeaux on the day (UTC+2 in May).
const NOW = Date.parse('2025-05-23T09:00:00Z');

const halfDay = (overrides: Partial<HalfDayAtAGlance>): HalfDayAtAGlance => ({
  halfDay: {
    id: 'matin',
    label: 'Matinée',
    startsAt: '2025-05-23T06:00:00Z',
    endsAt: '2025-05-23T11:00:00Z',
    open: false,
  },
  state: 'Pas encore ouvert',
  signatures: 0,
  trainerSigned: false,
  ...overrides,
});

describe('the day at a glance, line by line', () => {
  it('says the published version and when, in Bordeaux time, with the date when it was not today', () => {
    expect(versionLine(12, '2025-05-23T08:42:00Z', NOW)).toBe('Version 12, publiée à 10h42');
    expect(versionLine(3, '2025-05-22T16:00:00Z', NOW)).toBe('Version 3, publiée le 22 mai 2025 à 18h');
    expect(versionLine(1, '2025-05-01T08:00:00Z', NOW)).toBe('Version 1, le contenu de départ');
  });

  it('says each half-day’s state and its signatures', () => {
    expect(halfDayLine(halfDay({}))).toBe('Pas encore ouvert');
    expect(halfDayLine(halfDay({ state: 'Ouvert', signatures: 0 }))).toBe('Ouvert · aucune signature');
    expect(halfDayLine(halfDay({ state: 'Ouvert', signatures: 1 }))).toBe('Ouvert · 1 signature');
    expect(halfDayLine(halfDay({ state: 'Ouvert', signatures: 124 }))).toBe('Ouvert · 124 signatures');
    expect(halfDayLine(halfDay({ state: 'Clos', signatures: 130, trainerSigned: true }))).toBe(
      'Clos et signé · 130 signatures',
    );
    // The list of signatures not read yet: the state alone.
    expect(halfDayLine(halfDay({ state: 'Ouvert', signatures: null }))).toBe('Ouvert');
  });

  it('counts the photos waiting for the wall, "au moins" when the review’s list is full, and says when there is no approval', () => {
    expect(wallLine({ approval: true, pending: [] })).toBe('Aucune photo à valider');
    expect(wallLine({ approval: true, pending: [1] })).toBe('1 photo à valider');
    expect(wallLine({ approval: true, pending: [1, 2, 3] })).toBe('3 photos à valider');
    expect(wallLine({ approval: true, pending: Array.from({ length: WALL_REVIEW_LISTED }) })).toBe(
      `Au moins ${WALL_REVIEW_LISTED} photos à valider`,
    );
    expect(wallLine({ approval: false, pending: [] })).toBe('Sans validation : toutes les photos sont projetées');
  });

  it('counts the reports waiting', () => {
    expect(reportsLine({ openReports: 0 })).toBe('Aucun signalement à traiter');
    expect(reportsLine({ openReports: 1 })).toBe('1 signalement à traiter');
    expect(reportsLine({ openReports: 3 })).toBe('3 signalements à traiter');
  });

  it('sums up the day’s figures', () => {
    expect(figuresLine({ photos: 34, accounts: 120, screens: 1 })).toBe(
      '34 photos publiées · 120 comptes · 1 écran sur le mur',
    );
    expect(figuresLine({ photos: 0, accounts: 1, screens: 2 })).toBe(
      '0 photo publiée · 1 compte · 2 écrans sur le mur',
    );
  });

  it('says when the questionnaire opens, then its rate once open', () => {
    expect(satisfactionGlance(null, NOW)).toBe('Aucun questionnaire de satisfaction prévu');
    expect(satisfactionGlance('2025-05-23T15:00:00Z', NOW)).toBe('Ouvre à 17h');
    expect(satisfactionGlance('2025-05-24T15:00:00Z', NOW)).toBe('Ouvre le 24 mai 2025 à 17h');
    expect(satisfactionOpen('2025-05-23T15:00:00Z', NOW)).toBe(false);
    expect(satisfactionOpen('2025-05-23T09:00:00Z', NOW)).toBe(true);
    expect(satisfactionOpen(null, NOW)).toBe(false);
    const opened = '2025-05-23T08:00:00Z';
    expect(satisfactionGlance(opened, NOW)).toBe('Ouvert');
    expect(satisfactionGlance(opened, NOW, { rate: null, answers: 0 })).toBe('Ouvert : aucune réponse pour le moment');
    expect(satisfactionGlance(opened, NOW, { rate: 92, answers: 120 })).toBe('Satisfaction : 92 % (120 réponses)');
  });
});
