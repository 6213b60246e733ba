/**
 * The one gate every blog post body passes before it is stored, written in the office or
 * imported from a feed: sanitize-html with an allowlist. Articles keep their structure (headings,
 * lists, quotes, tables, code, images, links) and video embeds from the platforms the agency
 * posts to; scripts, event handlers, styles, forms, `javascript:` and `data:` addresses and
 * every other tag or attribute are dropped, so nothing a post carries runs on the site.
 */
import sanitizeHtml from 'sanitize-html';

export const POST_TAGS = [
  'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code',
  'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  'strong', 'b', 'em', 'i', 'u', 's', 'del', 'ins', 'mark', 'small', 'sub', 'sup', 'abbr', 'cite', 'q',
  'a', 'img', 'figure', 'figcaption', 'iframe',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
] as const; // prettier-ignore

export const POST_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
  iframe: ['src', 'title', 'width', 'height', 'allow', 'allowfullscreen'],
  abbr: ['title'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  ol: ['start'],
};

/** Where embedded players may come from: the platforms of the agency's videos and podcast. */
export const EMBED_HOSTS = ['www.youtube-nocookie.com', 'www.youtube.com', 'player.vimeo.com'];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...POST_TAGS],
  allowedAttributes: POST_ATTRIBUTES,
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https', 'http'], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: EMBED_HOSTS,
  disallowedTagsMode: 'discard',
  // A frame whose address was refused (another host, a script) would be an empty box: none at all.
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !frame.attribs.src,
  transformTags: {
    // A link that opens a new tab gives the new page no hold on this one.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs,
    }),
    // Article images load as the reader reaches them.
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
};

export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
