import { Page } from '../../components/ui/page';
import { QuizList } from '../../features/quiz/quiz-list';

export default function Route() {
  return (
    <Page title="Quizz">
      <QuizList />
    </Page>
  );
}
