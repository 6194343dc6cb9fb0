/**
 * The values the editor shows a field for, as JSON pointers (decision 081). A refusal of any
 * other value (a picture, a map point…) is listed at the top of the page instead.
 */
const EDITABLE = [
  /^\/programme\/\d+\/(time|title|description|icon)$/,
  /^\/programme\/\d+\/slides\/(link|pdf\/src)$/,
  /^\/quizzes\/\d+\/(label|opensAt|link)$/,
  // The QCM written in the site (decision 093).
  /^\/quizzes\/\d+\/(phase|closesAt)$/,
  /^\/quizzes\/\d+\/questions\/\d+\/(text|objective|right|choices\/\d+)$/,
  /^\/event\/(title|dateLabel|intro\/\d+)$/,
  /^\/meals\/lunch\/(day|time|place|menus\/(normal|vegetarian)\/(starter|main|dessert))$/,
  /^\/meals\/dinner\/(day|time|phone|website|menu\/(starter|main|dessert))$/,
  /^\/itineraries\/(privateBus\/(time|meetingPoint)|tram\/(line|stop)|train\/(line|from|to)|signage)$/,
  /^\/contact\/(name|email|phone|address\/\d+)$/,
  /^\/meals\/lunch\/water\/\d+$/,
  /^\/event\/venue\/(name|address|point\/(lat|lon))$/,
  /^\/meals\/dinner\/place\/(name|address|point\/(lat|lon))$/,
  /^\/itineraries\/(directionsFrom\/\d+\/(label|point\/(lat|lon))|busLines\/\d+\/(line|stop)|train\/departures\/\d+)$/,
  /^\/legal\/(notice|privacy)\/\d+\/(title|paragraphs\/\d+|list\/\d+)$/,
  // Pictures (decision 088): their text, and the partners' names.
  /^\/(logo|home\/carousel\/\d+|partners\/\d+\/logo|event\/venue\/plan|meals\/dinner\/place\/plan)\/alt$/,
  /^\/partners\/\d+\/name$/,
  // The satisfaction questionnaire (decision 094).
  /^\/satisfaction\/(title|opensAt|questions\/\d+\/(label|choices))$/,
  // The training action (decision 091): a refused module is said under its half-day's list of slots.
  /^\/training\/(title|nature|halfDays\/\d+\/(label|startsAt|endsAt|trainer|slotIds(\/\d+)?))$/,
];

/** Whether a refused value has its own field in the editor. */
export function isEditable(pointer: string): boolean {
  return EDITABLE.some((pattern) => pattern.test(pointer));
}
