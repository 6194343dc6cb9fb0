import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QuizList } from './quiz-list';
import { formatOpening } from './quiz-availability';
import { QUIZZES } from '../../content/quizzes';

const quizLink = (label: string) => screen.queryByRole('link', { name: new RegExp(`^${label}`) });
const quizButton = (label: string) => screen.queryByRole('button', { name: label });

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('QuizList', () => {
  it.each([
    ['Quiz 1', '2025-05-23T06:00:00Z'],
    ['Quiz 2', '2025-05-23T08:00:00Z'],
    ['Quiz 3', '2025-05-23T10:30:00Z'],
  ])('keeps %s locked one second before %s and opens it at that instant', (label, instant) => {
    vi.setSystemTime(new Date(Date.parse(instant) - 1000));
    const { unmount } = render(<QuizList />);
    expect(quizButton(label)).toBeDisabled();
    expect(quizLink(label)).toBeNull();
    unmount();

    vi.setSystemTime(new Date(instant));
    render(<QuizList />);
    const link = quizLink(label);
    expect(link).toHaveAttribute('href', QUIZZES.find((quiz) => quiz.label === label)?.link);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('opens only the quizzes whose instant has passed', () => {
    vi.setSystemTime(new Date('2025-05-23T09:00:00Z'));
    render(<QuizList />);
    expect(quizLink('Quiz 1')).toBeInTheDocument();
    expect(quizLink('Quiz 2')).toBeInTheDocument();
    expect(quizButton('Quiz 3')).toBeDisabled();
    expect(screen.getByText('Ouvre le vendredi 23 mai à 12h30')).toBeInTheDocument();
  });

  it('unlocks a quiz at the next 30 s check, without a reload', () => {
    vi.setSystemTime(new Date('2025-05-23T07:59:45Z'));
    render(<QuizList />);
    expect(quizButton('Quiz 2')).toBeDisabled();

    act(() => {
      vi.advanceTimersByTime(29_999);
    });
    expect(quizButton('Quiz 2')).toBeDisabled();

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(quizLink('Quiz 2')).toBeInTheDocument();
    expect(quizButton('Quiz 2')).toBeNull();
  });
});

describe('formatOpening', () => {
  it('shows the openings in Bordeaux time', () => {
    expect(QUIZZES.map(formatOpening)).toEqual([
      'Ouvre le vendredi 23 mai à 8h00',
      'Ouvre le vendredi 23 mai à 10h00',
      'Ouvre le vendredi 23 mai à 12h30',
    ]);
  });
});
