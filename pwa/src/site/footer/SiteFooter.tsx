import { lazy, Suspense, useRef, useState, useSyncExternalStore } from 'react';
import { lightIcon } from '@pwa/components/icons';
import InstagramOutlinedSvg from '@ant-design/icons-svg/es/asn/InstagramOutlined';
import MailOutlinedSvg from '@ant-design/icons-svg/es/asn/MailOutlined';
import PhoneOutlinedSvg from '@ant-design/icons-svg/es/asn/PhoneOutlined';
import PlayCircleOutlinedSvg from '@ant-design/icons-svg/es/asn/PlayCircleOutlined';
import TikTokOutlinedSvg from '@ant-design/icons-svg/es/asn/TikTokOutlined';
import XOutlinedSvg from '@ant-design/icons-svg/es/asn/XOutlined';
import YoutubeOutlinedSvg from '@ant-design/icons-svg/es/asn/YoutubeOutlined';
import { Link } from 'react-router-dom';
import { brand } from '@contract/brand';
import { ExternalLink } from '@pwa/components/ExternalLink';
import { Logo } from '@pwa/components/Logo';
import { footerQuickLinks, socialLinks, type SocialNetwork } from '@pwa/site/content/navigation';
import { legalButtons, type LegalTopic } from '@pwa/site/content/legalTopics';
import './footer.css';

const InstagramOutlined = lightIcon(InstagramOutlinedSvg);
const MailOutlined = lightIcon(MailOutlinedSvg);
const PhoneOutlined = lightIcon(PhoneOutlinedSvg);
const PlayCircleOutlined = lightIcon(PlayCircleOutlinedSvg);
const TikTokOutlined = lightIcon(TikTokOutlinedSvg);
const XOutlined = lightIcon(XOutlinedSvg);
const YoutubeOutlined = lightIcon(YoutubeOutlinedSvg);

// Loaded on the first click (or as the pointer or focus reaches a legal button).
const loadLegalDialog = () => import('./LegalDialog');
const LegalDialog = lazy(async () => ({ default: (await loadLegalDialog()).LegalDialog }));

const socialIcons: Record<SocialNetwork, typeof YoutubeOutlined> = {
  youtube: YoutubeOutlined,
  instagram: InstagramOutlined,
  x: XOutlined,
  tiktok: TikTokOutlined,
};

const neverChanges = () => () => {};

/**
 * The year for the copyright line, read in the browser only: the page is also rendered on the
 * server, where the clock is not the visitor's, so the server's HTML carries no year.
 */
function useCurrentYear(): number | null {
  return useSyncExternalStore(
    neverChanges,
    () => new Date().getFullYear(),
    () => null,
  );
}

/** The site specification section 2, Footer: quick links, podcast and social profiles, legal, contact. */
export function SiteFooter() {
  const [topic, setTopic] = useState<LegalTopic | null>(null);
  // The button that opened the dialog gets the focus back when it closes.
  const openerRef = useRef<HTMLButtonElement | null>(null);
  const year = useCurrentYear();

  return (
    <>
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
            &copy; {year && `${year} `}
            {brand.legalName}. All rights reserved.
          </p>
          <ul className="site-footer__legal">
            {legalButtons.map(({ topic: buttonTopic, label }) => (
              <li key={buttonTopic}>
                <button
                  type="button"
                  aria-haspopup="dialog"
                  onPointerEnter={() => void loadLegalDialog()}
                  onFocus={() => void loadLegalDialog()}
                  onClick={(event) => {
                    openerRef.current = event.currentTarget;
                    setTopic(buttonTopic);
                  }}
                >
                  {label}
                </button>
              </li>
            ))}
          </ul>
        </div>
      </footer>

      {/* Outside the footer, so none of the footer's styles reach the policy text. */}
      {topic && (
        <Suspense fallback={null}>
          <LegalDialog
            key={topic}
            topic={topic}
            onClose={() => {
              setTopic(null);
              openerRef.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
