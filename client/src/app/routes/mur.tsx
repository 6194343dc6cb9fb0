import { Wall } from '../../features/wall/wall';

/**
 * /mur: the photo wall for the room's projector. Outside the site's Layout (no header, footer
 * nor skip link: nothing to navigate), client-rendered: it has nothing to show before its script.
 */
export default function Route() {
  return <Wall />;
}
