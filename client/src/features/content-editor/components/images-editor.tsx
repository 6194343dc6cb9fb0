import type { CongressContent, ContentPicture } from '@congres/contracts';
import { useEditorFields } from '../editor-context';
import { ContentField } from './content-field';
import { ImageChooser, PictureField } from './picture-field';
import { ReorderableList } from './reorderable-list';

const DESCRIBE = 'Obligatoire : décrivez ce que l’image montre ou dit, pour ceux qui ne la voient pas.';
/** The most the schema allows (contracts/src/content.ts). */
const MAX_CAROUSEL = 12;
const MAX_PARTNERS = 40;

/** The site's logo, the welcome carousel and the plans of the venue and of the dinner (decision 088). */
export function ImagesEditor({ token }: { token: string }) {
  const { content, change } = useEditorFields();
  const addToCarousel = (picture: ContentPicture) =>
    change((current): CongressContent => ({ ...current, home: { carousel: [...current.home.carousel, picture] } }));
  return (
    <>
      <h3>Logo du site</h3>
      <PictureField
        token={token}
        pointer="/logo"
        name="logo du site"
        altHint="Facultatif : le logo est affiché à côté du nom du site ; laissez vide s’il ne dit rien de plus."
      />
      <h3>Carrousel de l’accueil</h3>
      <ReorderableList<ContentPicture>
        pointer="/home/carousel"
        nameOf={(_picture, i) => `l’image ${i + 1} du carrousel`}
      >
        {(_picture, index) => (
          <PictureField
            token={token}
            pointer={`/home/carousel/${index}`}
            name={`image ${index + 1}`}
            altHint={DESCRIBE}
          />
        )}
      </ReorderableList>
      {content.home.carousel.length < MAX_CAROUSEL ? (
        <ImageChooser token={token} label="Ajouter une image au carrousel" onStored={addToCarousel} />
      ) : (
        <p>Le carrousel a déjà {MAX_CAROUSEL} images : retirez-en une pour en ajouter une autre.</p>
      )}
      <h3>Plans</h3>
      <PictureField token={token} pointer="/event/venue/plan" name="plan du lieu du congrès" altHint={DESCRIBE} />
      <PictureField token={token} pointer="/meals/dinner/place/plan" name="plan du lieu du dîner" altHint={DESCRIBE} />
    </>
  );
}

/** The partners: name and logo of each, in the footer's order (decision 088). */
export function PartnersEditor({ token }: { token: string }) {
  const { content, change } = useEditorFields();
  const add = (logo: ContentPicture) =>
    change((current): CongressContent => ({ ...current, partners: [...current.partners, { name: '', logo }] }));
  type Partner = CongressContent['partners'][number];
  return (
    <>
      <ReorderableList<Partner>
        pointer="/partners"
        nameOf={(partner, i) => `le partenaire ${partner.name === '' ? i + 1 : `« ${partner.name} »`}`}
      >
        {(_partner, index) => (
          <>
            <ContentField pointer={`/partners/${index}/name`} label={`Nom du partenaire ${index + 1}`} />
            <PictureField
              token={token}
              pointer={`/partners/${index}/logo`}
              name={`logo du partenaire ${index + 1}`}
              altHint="Obligatoire : en général, le nom du partenaire tel que le logo l’écrit."
            />
          </>
        )}
      </ReorderableList>
      {content.partners.length < MAX_PARTNERS ? (
        <ImageChooser
          token={token}
          label="Ajouter un partenaire : choisissez son logo (puis écrivez son nom et le texte alternatif)"
          onStored={add}
        />
      ) : (
        <p>Il y a déjà {MAX_PARTNERS} partenaires : retirez-en un pour en ajouter un autre.</p>
      )}
    </>
  );
}
