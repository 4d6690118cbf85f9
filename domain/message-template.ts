// A message with values in it ('An IBAN of AE has 23 characters; this one has 22') is written from a
// template whose placeholders are i18next's ('{{country}}'). The English text it makes is what the
// server answers and the form shows; the browser finds the template again from that text
// (src/platform/i18n/parameterised.ts) and shows it in the user's language with the same values.

/** The template with each `{{name}}` replaced by its value; an unknown name stays as it is. */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
