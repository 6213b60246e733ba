/**
 * XML the server answers with, read back by a conforming XML 1.0 parser (jsdom's, which refuses
 * a forbidden character or a broken escape the way a strict feed reader does), for the feed and
 * sitemap tests to assert elements and attributes instead of matching text.
 */
import { JSDOM } from 'jsdom';

const { DOMParser } = new JSDOM().window;

/** The parsed document; throws with the parser's own message when the text is not well-formed XML. */
export function parseXml(text: string): Document {
  const document = new DOMParser().parseFromString(text, 'application/xml');
  const error = document.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return document;
}

/** The text of the first child element of `parent` named `name` (in namespace `ns`, if given). */
export function childText(parent: Element, name: string, ns?: string): string | undefined {
  return child(parent, name, ns)?.textContent ?? undefined;
}

export function child(parent: Element, name: string, ns?: string): Element | undefined {
  return children(parent, name, ns)[0];
}

/** The direct children of `parent` named `name`: in namespace `ns`, or else unprefixed. */
export function children(parent: Element, name: string, ns?: string): Element[] {
  return [...parent.children].filter(
    (element) => element.localName === name && (ns ? element.namespaceURI === ns : element.prefix === null),
  );
}
