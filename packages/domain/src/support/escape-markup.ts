const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text as it may stand in HTML or XML content or in a quoted attribute: `& < > " '` written as
 * references. The apostrophe is `&#39;`, which XML and every HTML reader (mail clients included)
 * understand, where `&apos;` is not HTML 4's.
 */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}
