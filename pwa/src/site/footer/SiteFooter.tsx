import { lazy, Suspense, useState } from 'react';
import {
  InstagramOutlined,
  MailOutlined,
  PhoneOutlined,
  PlayCircleOutlined,
  TikTokOutlined,
  XOutlined,
  YoutubeOutlined,
} from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { brand } from '@contract/brand';
import { ExternalLink } from '@pwa/components/ExternalLink';
import { Logo } from '@pwa/components/Logo';
import { footerQuickLinks, socialLinks, type SocialNetwork } from '@pwa/site/content/navigation';
import { legalNotices, type LegalTopic } from '@pwa/site/content/legal';
import './footer.css';

const LegalDialog = lazy(async () => ({ default: (await import('./LegalDialog')).LegalDialog }));

const socialIcons: Record<SocialNetwork, typeof YoutubeOutlined> = {
  youtube: YoutubeOutlined,
  instagram: InstagramOutlined,
  x: XOutlined,
  tiktok: TikTokOutlined,
};

const legalTopics = Object.keys(legalNotices) as LegalTopic[];

/** The site specification section 2, Footer: quick links, podcast and social profiles, legal, contact. */
export function SiteFooter() {
  const [topic, setTopic] = useState<LegalTopic | null>(null);
  const [dialogRequested, setDialogRequested] = useState(false);
  const year = new Date().getFullYear();

  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__brand" aria-label={`About ${brand.name}`}>
          <Link to="/" className="site-footer__logo">
            <Logo size={36} />
            <span>{brand.name}</span>
          </Link>
          <p>{brand.description}</p>
          <p className="site-footer__tagline">{brand.tagline}</p>
        </section>

        <nav className="site-footer__column" aria-label="Quick links">
          <h2>Quick Links</h2>
          <ul>
            {footerQuickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <section className="site-footer__column" aria-labelledby="footer-listen">
          <h2 id="footer-listen">Listen &amp; Follow</h2>
          <ExternalLink className="site-footer__podcast" href={brand.links.podcastPlaylist}>
            <PlayCircleOutlined aria-hidden="true" /> Podcast playlist
          </ExternalLink>
          <p className="site-footer__note">New episodes every Tuesday.</p>
          <ul className="site-footer__social">
            {socialLinks.map(({ network, label, href }) => {
              const Icon = socialIcons[network];
              return (
                <li key={network}>
                  <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label} title={label}>
                    <Icon aria-hidden="true" />
                  </a>
                </li>
              );
            })}
          </ul>
        </section>

        <section className="site-footer__column" aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact</h2>
          <ul>
            <li>
              <a href={brand.phoneHref}>
                <PhoneOutlined aria-hidden="true" /> {brand.phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${brand.email}`}>
                <MailOutlined aria-hidden="true" /> {brand.email}
              </a>
            </li>
            <li className="site-footer__note">
              {brand.hours.weekdays}
              <br />
              {brand.hours.saturday} ({brand.hours.timezone})
            </li>
          </ul>
        </section>
      </div>

      <div className="container site-footer__bottom">
        <p>
          &copy; {year} {brand.legalName}. All rights reserved.
        </p>
        <ul className="site-footer__legal">
          {legalTopics.map((key) => (
            <li key={key}>
              <button
                type="button"
                onClick={() => {
                  setDialogRequested(true);
                  setTopic(key);
                }}
              >
                {legalNotices[key].button}
              </button>
            </li>
          ))}
        </ul>
      </div>

      {dialogRequested && (
        <Suspense fallback={null}>
          <LegalDialog topic={topic} onClose={() => setTopic(null)} />
        </Suspense>
      )}
    </footer>
  );
}
