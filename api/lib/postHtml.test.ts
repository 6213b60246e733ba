import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { XSS_PAYLOADS } from '../test/xssPayloads.ts';
import { EMBED_HOSTS, POST_ATTRIBUTES, POST_TAGS, sanitizePostHtml } from './postHtml.ts';

/** Everything in `html` that could run or restyle the page, as readable findings (none expected). */
function dangers(html: string): string[] {
  const { document } = new JSDOM(`<body>${html}</body>`).window;
  const found: string[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (!(POST_TAGS as readonly string[]).includes(tag)) found.push(`tag ${tag}`);
    for (const { name, value } of element.attributes) {
      if (!(POST_ATTRIBUTES[tag] ?? []).includes(name)) found.push(`${tag}[${name}]`);
      if (name === 'href' || name === 'src') {
        const url = new URL(value, 'https://site.example/');
        if (!['https:', 'http:', 'mailto:', 'tel:'].includes(url.protocol))
          found.push(`${tag} ${name}=${value}`);
        if (tag === 'iframe' && !EMBED_HOSTS.includes(url.hostname))
          found.push(`iframe from ${url.hostname}`);
        if (value.startsWith('//')) found.push(`protocol-relative ${value}`);
      }
    }
  }
  return found;
}

describe('sanitizePostHtml', () => {
  it('has a corpus of at least 50 payloads', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
  });

  it.each(XSS_PAYLOADS)('leaves nothing that runs from %s', (payload) => {
    const clean = sanitizePostHtml(payload);
    expect(dangers(clean)).toEqual([]);
    expect(clean).not.toMatch(/<script|javascript:|\son\w+=|style=/i);
  });

  it('keeps an article whole: headings, lists, quotes, tables, images, links and a video', () => {
    const article = [
      '<h2>Where to stay</h2>',
      '<p>Stay in <strong>Soufriere</strong> for the <a href="https://pitons.example/view" title="Pitons">Piton views</a>.</p>',
      '<ul><li>Rodney Bay</li><li>Marigot Bay</li></ul>',
      '<blockquote><p>Best trip ever.</p></blockquote>',
      '<table><thead><tr><th scope="col">Month</th></tr></thead><tbody><tr><td>June</td></tr></tbody></table>',
      '<figure><img src="https://img.example/pitons.jpg" alt="The Pitons" width="800" height="450"><figcaption>The Pitons</figcaption></figure>',
      '<iframe src="https://www.youtube-nocookie.com/embed/abc123" title="Episode 1" allowfullscreen></iframe>',
      '<p>Call <a href="tel:+14075550142">us</a> or <a href="mailto:hello@islandbridge.travel">write</a>.</p>',
    ].join('');
    const clean = sanitizePostHtml(article);
    expect(dangers(clean)).toEqual([]);
    for (const kept of [
      '<h2>Where to stay</h2>',
      '<strong>Soufriere</strong>',
      'href="https://pitons.example/view"',
    ]) {
      expect(clean).toContain(kept);
    }
    expect(clean).toContain('<th scope="col">Month</th>');
    expect(clean).toContain(
      '<img src="https://img.example/pitons.jpg" alt="The Pitons" width="800" height="450" loading="lazy" />',
    );
    expect(clean).toContain('src="https://www.youtube-nocookie.com/embed/abc123"');
    expect(clean).toContain('href="tel:+14075550142"');
  });

  it('drops a frame from another host or with a script address, rather than leaving an empty box', () => {
    for (const frame of [
      '<iframe src="https://evil.example/page"></iframe>',
      '<iframe src="javascript:alert(1)"></iframe>',
      '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    ])
      expect(sanitizePostHtml(`<p>before</p>${frame}<p>after</p>`)).toBe('<p>before</p><p>after</p>');
  });

  it('keeps the words of what it removes as text, and gives new-tab links no hold on the page', () => {
    expect(sanitizePostHtml('<p>Hello <span onclick="x()">there</span></p>')).toBe('<p>Hello there</p>');
    expect(sanitizePostHtml('<a href="https://ok.example" target="_top">go</a>')).toBe(
      '<a href="https://ok.example" target="_blank" rel="noopener noreferrer">go</a>',
    );
  });
});
