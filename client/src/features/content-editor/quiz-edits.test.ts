import { describe, expect, it } from 'vitest';
import { contentSeed } from '../../content/seed';
import {
  addChoice,
  addQuestion,
  copyBeforeQuestions,
  newQuestionId,
  removeChoice,
  removeQuestion,
  setQuizOptional,
  toggleRight,
} from './quiz-edits';

describe('the editor’s changes to a QCM', () => {
  it('adds a question with two empty choices and a stable id, and removes it', () => {
    const seed = contentSeed();
    const added = addQuestion(seed, 0, 'q-a');
    expect(added.quizzes[0]?.questions).toEqual([
      { id: 'q-a', text: '', objective: '', choices: ['', ''], right: [0] },
    ]);
    expect(seed.quizzes[0]?.questions).toBeUndefined();
    expect(removeQuestion(added, 0, 0).quizzes[0]).toEqual(seed.quizzes[0]);
    expect(newQuestionId(() => 0.5)).toMatch(/^q-[a-z0-9]{8}$/);
  });

  it('keeps the right answers on the same choices when one before them is removed', () => {
    let content = addQuestion(contentSeed(), 0, 'q-a');
    content = addChoice(addChoice(content, 0, 0), 0, 0);
    content = toggleRight(toggleRight(content, 0, 0, 0), 0, 0, 3);
    content = toggleRight(content, 0, 0, 2);
    expect(content.quizzes[0]?.questions?.[0]?.right).toEqual([2, 3]);
    content = removeChoice(content, 0, 0, 1);
    expect(content.quizzes[0]?.questions?.[0]).toMatchObject({ choices: ['', '', ''], right: [1, 2] });
    expect(removeChoice(content, 0, 0, 1).quizzes[0]?.questions?.[0]?.right).toEqual([1]);
  });

  it('copies the "avant" questions into an "après" quiz with their ids, once', () => {
    let content = addQuestion(addQuestion(contentSeed(), 0, 'q-a'), 0, 'q-b');
    content = addQuestion(content, 1, 'q-b');
    const copied = copyBeforeQuestions(content, 1);
    expect(copied.quizzes[1]?.questions?.map((q) => q.id)).toEqual(['q-b', 'q-a']);
    expect(copyBeforeQuestions(copied, 1)).toEqual(copied);
    expect(copyBeforeQuestions(content, 0)).toBe(content);
  });

  it('removes an optional field left empty rather than storing an empty text', () => {
    const seed = contentSeed();
    expect('link' in (setQuizOptional(seed, 0, 'link', '').quizzes[0] ?? {})).toBe(false);
    expect(setQuizOptional(seed, 0, 'closesAt', '2025-05-23T07:00:00Z').quizzes[0]?.closesAt).toBe(
      '2025-05-23T07:00:00Z',
    );
  });
});
