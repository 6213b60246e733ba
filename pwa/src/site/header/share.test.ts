import { describe, expect, it, vi } from 'vitest';
import { mailShareUrl, openSharePopup, resolveShareTarget, socialShareUrl } from './share';

describe('share', () => {
  it('defaults to the current address, the brand name and description', () => {
    const target = resolveShareTarget();
    expect(target.url).toBe(window.location.href);
    expect(target.title).toBe('Island Bridge Travel');
    expect(target.description).toMatch(/Saint Lucia and Central Florida/);
  });

  it('builds network share links with the encoded address', () => {
    const target = resolveShareTarget({ url: 'https://x.test/a?b=1', title: 'Trip & Tips' });
    expect(socialShareUrl('facebook', target)).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fx.test%2Fa%3Fb%3D1',
    );
    expect(socialShareUrl('twitter', target)).toContain('text=Trip%20%26%20Tips');
    expect(socialShareUrl('linkedin', target)).toContain('url=https%3A%2F%2Fx.test');
  });

  it('puts the title in the mail subject and the link in the body', () => {
    const url = mailShareUrl(
      resolveShareTarget({ url: 'https://x.test/', title: 'Hello', description: 'Look' }),
    );
    expect(url).toBe('mailto:?subject=Hello&body=Look%0A%0Ahttps%3A%2F%2Fx.test%2F');
  });

  it('opens social shares in a 600x400 popup', () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    openSharePopup('linkedin', resolveShareTarget({ url: 'https://x.test/' }));
    expect(open.mock.calls[0][2]).toContain('width=600,height=400');
    open.mockRestore();
  });
});
