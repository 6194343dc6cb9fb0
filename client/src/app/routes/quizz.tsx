import { Page } from '../../components/ui/page';
import { QuizList } from '../../features/quiz/quiz-list';

export default function Route() {
  return (
    <Page title="Quizz">
      <p>
        Trois quiz rythment la journée. Chacun s’ouvre à son heure (heure de Bordeaux) : revenez sur cette page, elle se
        met à jour toute seule.
      </p>
      <QuizList />
    </Page>
  );
}
