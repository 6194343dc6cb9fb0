// The pages a visitor opens first, each with its route module (client/src/app/routes/<name>.tsx):
// the information pages, the gallery, the announcements and the programme's history. One list
// for the build's chunks (first-visit-chunks.ts), the bench's section 13 and the browser test
// that lists each one's scripts (e2e/first-visit.spec.ts): decision 113.
export const FIRST_PAGES = {
  '/': 'home',
  '/programme': 'programme',
  '/programme/historique': 'programme-historique',
  '/repas': 'repas',
  '/itineraire': 'itineraire',
  '/presentation': 'presentation',
  '/quizz': 'quizz',
  '/sitemap': 'sitemap',
  '/mentions-legales': 'mentions-legales',
  '/confidentialite': 'confidentialite',
  '/vos-photos': 'vos-photos',
  '/annonces': 'annonces',
};
