// What every part of the page uses: the elements by id, an element made,
// a sentence's placeholders filled.

// Firefox, for the two places where Orca over it needs the page to do
// otherwise (docs/decisions.md says what each does).
export const firefox = /\bFirefox\//.test(navigator.userAgent);

export const $ = (id) => document.getElementById(id);

export function element(name, attributes, text) {
  const made = document.createElement(name);
  for (const [key, value] of Object.entries(attributes)) made.setAttribute(key, value);
  if (text !== undefined) made.textContent = text;
  return made;
}

export function fill(template, values) {
  return template.replace(/\{(\w+)\}/g, (all, name) => (name in values ? values[name] : all));
}
