/**
 * Text written into the XML the server answers with (the blog and podcast feeds, the sitemap).
 * XML 1.0 has no way to write most control characters, lone surrogates, U+FFFE or U+FFFF, not
 * even as a character reference: one of them in a stored title makes the whole document
 * unreadable to a feed reader. They are left out, and the rest escaped.
 */

// Written as escapes in a string: build tools may turn surrogates in a regex literal into U+FFFD.
const FORBIDDEN = new RegExp('[^\\t\\n\\r\\u0020-\\ud7ff\\ue000-\\ufffd\\u{10000}-\\u{10ffff}]', 'gu');

/** The text without the characters XML 1.0 forbids. */
export function withoutForbiddenXmlChars(text: string): string {
  return text.replace(FORBIDDEN, '');
}

/** The text as the content of an element or the value of a quoted attribute. */
export function xmlText(text: string): string {
  return withoutForbiddenXmlChars(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
