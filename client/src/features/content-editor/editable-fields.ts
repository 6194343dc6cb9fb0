/**
 * The values the editor shows a field for, as JSON pointers (decision 081). A refusal of any
 * other value (a picture, a map point…) is listed at the top of the page instead.
 */
const EDITABLE = [
  /^\/programme\/\d+\/(time|title|description|icon)$/,
  /^\/quizzes\/\d+\/(label|opensAt|link)$/,
  /^\/event\/(title|dateLabel|intro\/\d+)$/,
  /^\/meals\/lunch\/(day|time|place|menus\/(normal|vegetarian)\/(starter|main|dessert))$/,
  /^\/meals\/dinner\/(day|time|phone|website|menu\/(starter|main|dessert))$/,
  /^\/itineraries\/(privateBus\/(time|meetingPoint)|tram\/(line|stop)|train\/(line|from|to)|signage)$/,
  /^\/contact\/(name|email|phone|address\/\d+)$/,
  // Pictures (decision 088): their text, and the partners' names.
  /^\/(logo|home\/carousel\/\d+|partners\/\d+\/logo|event\/venue\/plan|meals\/dinner\/place\/plan)\/alt$/,
  /^\/partners\/\d+\/name$/,
];

/** Whether a refused value has its own field in the editor. */
export function isEditable(pointer: string): boolean {
  return EDITABLE.some((pattern) => pattern.test(pointer));
}
