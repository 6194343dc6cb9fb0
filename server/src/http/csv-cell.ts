/**
 * One CSV field (RFC 4180) that no spreadsheet runs as a formula, for every CSV the site gives
 * (the photos' manifest, the attendance sheet, the QCM's results). Wherever a cell could begin
 * in a spreadsheet that splits on `,` or in one that splits on `;` (a French one), at the start
 * of the field or after a `,` or `;` in it, a character a spreadsheet would run as a formula
 * (= + - @, a tab, a carriage return) gets an apostrophe before it. Quoting alone is not enough:
 * a spreadsheet that splits on `;` does not see the quotes of a field that follows a `,` (OWASP
 * "CSV injection"). The field is quoted when it holds a quote, a `,`, a `;` or a line break, or
 * always when `alwaysQuoted`.
 */
export function csvCell(value: string, options: { alwaysQuoted?: boolean } = {}): string {
  // One pass, no backtracking: a lookahead of one character after the start or a separator.
  const safe = value.replace(/(^|[,;])(?=[=+\-@\t\r])/g, "$1'");
  const quoted = options.alwaysQuoted === true || /[",;\r\n]/.test(safe);
  return quoted ? `"${safe.replace(/"/g, '""')}"` : safe;
}
