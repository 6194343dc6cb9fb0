import { Page } from '../../components/ui/page';
import { QuizList } from '../../features/quizzes/quiz-list';
import { SatisfactionEntry } from '../../features/satisfaction/public/satisfaction-entry';

export default function Route() {
  return (
    <Page title="Quizz">
      <QuizList />
      <SatisfactionEntry />
    </Page>
  );
}
