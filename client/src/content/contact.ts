// The organisation's secretariat (spec section 1: it has a Paris address).

export const CONTACT = {
  name: 'Secrétariat de l’association', // PLACEHOLDER
  address: ['12 rue de la Santé', '75013 Paris'], // PLACEHOLDER
  email: 'secretariat@congres-sante.example.org', // PLACEHOLDER
  phone: '01 45 00 00 00', // PLACEHOLDER
  /** The phone number as dialled, for the tel: link. */
  phoneHref: 'tel:+33145000000', // PLACEHOLDER
};
