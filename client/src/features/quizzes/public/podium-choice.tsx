import { useEffect, useId, useState } from 'react';
import { useSharedSubmit } from '../../../lib/use-shared-submit';
import { getPodiumChoice, putPodiumChoice } from '../prize/prize-api';
import '../prize/prize.css';
import { ActionNotice, noticeOf } from '../../../components/ui/action-notice';

/**
 * "Mon compte": whether the attendee's name may show on the prize quiz's podium (decision 119).
 * Kept off, the room's screen says "Participant N"; the organisers still know who won.
 */
export function PodiumChoiceSection({ token }: { token: string }) {
  const [nameShown, setNameShown] = useState<boolean | null>(null);
  const id = useId();
  const save = useSharedSubmit();
  useEffect(() => {
    void getPodiumChoice(token).then((result) => {
      if (result.ok) setNameShown(result.data.nameShown);
    });
  }, [token]);
  // The box follows the tap at once; a refusal puts it back as it was, with its message.
  const choose = (shown: boolean) => {
    setNameShown(shown);
    save.send(async () => {
      const result = await putPodiumChoice(token, shown);
      if (!result.ok) {
        setNameShown(!shown);
        return result;
      }
      setNameShown(result.data.nameShown);
      return {
        ok: true,
        data: shown
          ? 'Votre nom s’affichera sur le podium si vous êtes parmi les trois premiers.'
          : 'Le podium affichera « Participant » suivi de votre rang à la place de votre nom.',
      };
    });
  };
  return (
    <section className="card account__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Podium de la remise des prix</h2>
      <div className="prize-check">
        <input
          id={`${id}-shown`}
          type="checkbox"
          checked={nameShown ?? true}
          disabled={nameShown === null || save.locked}
          onChange={(event) => choose(event.target.checked)}
        />
        <label htmlFor={`${id}-shown`}>
          Afficher mon nom sur l’écran de la salle si je suis sur le podium des quiz
        </label>
      </div>
      <ActionNotice notice={noticeOf(save)} />
    </section>
  );
}
