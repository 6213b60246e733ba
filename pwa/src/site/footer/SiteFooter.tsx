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
import {
  addressLines,
  openingHoursLines,
  phoneHref,
  sellerOfTravelLabel,
  type AgencyDetails,
} from '@contract/agency';
import { brand } from '@contract/brand';
import { ExternalLink } from '@pwa/components/ExternalLink';
import { Logo } from '@pwa/components/Logo';
import { footerQuickLinks, socialLinks, type SocialNetwork } from '@content/navigation';
import { legalButtons, type LegalTopic } from '@content/legalTopics';
import { accreditations } from '@content/accreditations';
import { useAgencyDetails } from '@pwa/site/agencyDetails';
import { paths } from '@contract/sitePaths';
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

/** Where to find and reach the agency: the configured phone, address and hours beside the brand's e-mail. */
function ContactColumn({ agency }: { agency: AgencyDetails | null }) {
  return (
    <section className="site-footer__column" aria-labelledby="footer-contact">
      <h2 id="footer-contact">Contact</h2>
      <ul>
        {agency && (
          <li>
            <a href={phoneHref(agency.phone)}>
              <PhoneOutlined aria-hidden="true" /> {agency.phone}
            </a>
          </li>
        )}
        <li>
          <a href={`mailto:${brand.email}`}>
            <MailOutlined aria-hidden="true" /> {brand.email}
          </a>
        </li>
        {agency && (
          <>
            <li>
              <address>
                {brand.legalName}
                {addressLines(agency.address).map((line) => (
                  <span key={line}>
                    <br />
                    {line}
                  </span>
                ))}
              </address>
            </li>
            <li className="site-footer__note">
              {openingHoursLines(agency.openingHours).map((line, index) => (
                <span key={line}>
                  {index > 0 && <br />}
                  {line}
                </span>
              ))}{' '}
              ({brand.hours.timezone})
            </li>
          </>
        )}
      </ul>
    </section>
  );
}

/** The advisors' accreditations as badges, and the registration Florida asks every seller of travel to print. */
function TrustStrip({ agency }: { agency: AgencyDetails | null }) {
  return (
    <section className="container site-footer__trust" aria-labelledby="footer-accreditations">
      <h2 id="footer-accreditations">Accredited &amp; Certified</h2>
      <ul className="site-footer__badges">
        {accreditations.map(({ badge, name }) => (
          <li key={name} className="trust-badge" title={name}>
            <span aria-hidden="true">{badge}</span>
            <span className="visually-hidden">{name}</span>
          </li>
        ))}
      </ul>
      <p className="site-footer__note">
        <Link to={paths.about}>See all our certifications</Link>
      </p>
      {agency && (
        <p className="site-footer__registration">{sellerOfTravelLabel(agency.sellerOfTravelNumber)}</p>
      )}
    </section>
  );
}

/**
 * The site footer: quick links, podcast and social profiles, legal,
 * contact; with the agency's address, hours, accreditations and registration, which visitors
 * look for before they trust a travel agency with a booking.
 */
export function SiteFooter() {
  const [topic, setTopic] = useState<LegalTopic | null>(null);
  // The button that opened the dialog gets the focus back when it closes.
  const openerRef = useRef<HTMLButtonElement | null>(null);
  const year = useCurrentYear();
  const agency = useAgencyDetails();

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

          <ContactColumn agency={agency} />
        </div>

        <TrustStrip agency={agency} />

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
