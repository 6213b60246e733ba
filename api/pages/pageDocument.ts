/**
 * A rendered page poured into the site build's page template (site.html): its head where the template marks
 * `page-head`, its markup inside #root, the links to its own chunks and styles, and none of the
 * shell-only parts (the "needs JavaScript" notice: a rendered page reads fine without it).
 */
import { AGENCY_ELEMENT_ID, jsonForScript, PAGE_DATA_ELEMENT_ID } from '@contract/renderedPage.ts';

const PAGE_HEAD = /<!-- page-head[\s\S]*?<!-- \/page-head -->/;
const SHELL_ONLY = /<!-- shell-only[\s\S]*?<!-- \/shell-only -->\s*/;
const ROOT = '<div id="root"></div>';

export interface PageParts {
  head: string;
  body: string;
  /** <link> tags for the page's chunks and stylesheets. */
  links: string[];
  /** The data the page was rendered with, for the browser to hydrate with (src/site/pageData.tsx). */
  data?: unknown;
  /** The agency's configured details the footer was rendered with (src/site/agencyDetails.tsx). */
  agency?: unknown;
}

/**
 * The page's data as JSON the browser reads but never runs (so the CSP's script-src 'self'
 * does not apply), written so that no text in it can close the element.
 */
function dataElement(id: string, data: unknown): string {
  return data === undefined
    ? ''
    : `<script type="application/json" id="${id}">${jsonForScript(data)}</script>`;
}

export function pageDocument(template: string, { head, body, links, data, agency }: PageParts): string {
  if (!template.includes(ROOT)) throw new Error('the page template has no empty <div id="root"></div>');
  const withHead = PAGE_HEAD.test(template)
    ? template.replace(PAGE_HEAD, () => head)
    : template.replace(/<title>[\s\S]*?<\/title>/, () => head);
  return withHead
    .replace(SHELL_ONLY, '')
    .replace('</head>', () => `${links.map((link) => `  ${link}\n`).join('')}  </head>`)
    .replace(
      ROOT,
      () =>
        `<div id="root">${body}</div>${dataElement(PAGE_DATA_ELEMENT_ID, data)}${dataElement(AGENCY_ELEMENT_ID, agency)}`,
    );
}
