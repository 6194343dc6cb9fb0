import { useHalfDaysAtAGlance } from '../../attendance/public/use-half-days-at-a-glance';
import { useFigures, type FiguresState } from '../../figures/public/use-figures';
import { DayAtAGlance } from './day-at-a-glance';
import { OrganisersTools } from './organisers-tools';
import './organisation.css';

/**
 * /organisation (decision 109): the organisers' starting point, the day at a glance, live, then
 * every organisers' tool. The figures' answer decides first: an account the server refuses gets
 * its French refusal alone, as on the other organisers' pages, and asks nothing more.
 */
export function OrganisationPage({ token }: { token: string }) {
  const figures = useFigures(token);
  if (figures.status === 'loading') return <p role="status">Chargement de la journée…</p>;
  if (figures.status === 'error' && figures.refused) {
    return (
      <p className="alert alert--error" role="alert">
        {figures.message}
      </p>
    );
  }
  return <Board token={token} figures={figures} />;
}

/** The half-days are read once for both parts: the glance's states and the tools' room screens. */
function Board({ token, figures }: { token: string; figures: Exclude<FiguresState, { status: 'loading' }> }) {
  const halfDays = useHalfDaysAtAGlance(token);
  return (
    <div className="organisation">
      <DayAtAGlance token={token} figures={figures} halfDays={halfDays} />
      <OrganisersTools token={token} halfDays={halfDays.status === 'ready' ? halfDays.halfDays : []} />
    </div>
  );
}
