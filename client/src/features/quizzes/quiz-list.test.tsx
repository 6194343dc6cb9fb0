import { publicContent } from '@congres/contracts';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QuizList } from './quiz-list';
import { formatOpening } from './quiz-availability';
import { QUIZZES } from '../../content/quizzes';
import { contentSeed } from '../../content/seed';
import { ContentPreview } from '../../lib/published-content';

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

  it('on the day, says since when a quiz is open; after the day, that the congress is over, the forms still linked', () => {
    vi.setSystemTime(new Date('2025-05-23T12:00:00Z'));
    const { unmount } = render(<QuizList />);
    expect(screen.getByText(/^Trois quiz rythment la journée/)).toBeInTheDocument();
    expect(screen.getByText('Ouvert depuis 8h : le formulaire s’ouvre dans un nouvel onglet.')).toBeInTheDocument();
    unmount();

    vi.setSystemTime(new Date('2025-05-24T09:00:00Z'));
    render(<QuizList />);
    expect(screen.getByText(/^Le congrès est terminé : merci de votre venue !/)).toBeInTheDocument();
    expect(screen.queryByText(/^Trois quiz rythment la journée/)).toBeNull();
    expect(
      screen.getByText('Ouvert depuis le vendredi 23 mai à 8h : le formulaire s’ouvre dans un nouvel onglet.'),
    ).toBeInTheDocument();
    for (const label of ['Quiz 1', 'Quiz 2', 'Quiz 3']) expect(quizLink(label)).toBeInTheDocument();
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

describe('QuizList with a QCM written in the site (decision 093)', () => {
  const question = { id: 'q-1', text: 'Question ?', objective: 'Objectif', choices: ['Oui', 'Non'], right: [0] };
  /** As the pages get it (decision 102): the public content, each quiz's questions counted, never given. */
  const withOwnForm = () => {
    const content = contentSeed();
    content.quizzes[1] = { ...content.quizzes[1]!, link: undefined, questions: [question] };
    content.quizzes[2] = { ...content.quizzes[2]!, closesAt: '2025-05-23T11:00:00Z', questions: [question] };
    const shown = publicContent(content);
    expect(JSON.stringify(shown)).not.toContain('Question ?');
    expect(shown.quizzes.map((quiz) => quiz.questionCount)).toEqual([0, 1, 1]);
    return shown;
  };

  it('opens its own form in a new tab instead of the link, and locks it again at its closing', () => {
    vi.setSystemTime(new Date('2025-05-23T10:45:00Z'));
    const { unmount } = render(
      <ContentPreview value={withOwnForm()}>
        <QuizList />
      </ContentPreview>,
    );
    expect(quizLink('Quiz 2')).toHaveAttribute('href', '/quizz/quiz-2');
    expect(quizLink('Quiz 2')).toHaveAttribute('target', '_blank');
    expect(quizLink('Quiz 3')).toHaveAttribute('href', '/quizz/quiz-3');
    expect(quizLink('Quiz 1')).toHaveAttribute('href', QUIZZES[0]?.link);
    unmount();

    vi.setSystemTime(new Date('2025-05-23T11:00:00Z'));
    render(
      <ContentPreview value={withOwnForm()}>
        <QuizList />
      </ContentPreview>,
    );
    expect(quizButton('Quiz 3')).toBeDisabled();
    expect(screen.getByText('Fermé : ce QCM ne prend plus de réponses.')).toBeInTheDocument();
  });
});

describe('formatOpening', () => {
  it('shows the openings in Bordeaux time', () => {
    expect(QUIZZES.map(formatOpening)).toEqual([
      'Ouvre le vendredi 23 mai à 8h',
      'Ouvre le vendredi 23 mai à 10h',
      'Ouvre le vendredi 23 mai à 12h30',
    ]);
  });
});
