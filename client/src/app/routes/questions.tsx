import { QuestionsPage } from '../../features/room/components/questions-page';

/** /questions: the questions and polls of a session (decision 118), client-rendered (they move live). */
export default function Route() {
  return <QuestionsPage />;
}
