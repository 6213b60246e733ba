import { lightIcon } from '@pwa/components/icons';
import CompassOutlinedSvg from '@ant-design/icons-svg/es/asn/CompassOutlined';
import { Link } from 'react-router-dom';

const CompassOutlined = lightIcon(CompassOutlinedSvg);

interface Props {
  title: string;
  text: string;
  linkLabel?: string;
}

/** A "nothing here" panel with the page's <h1> and a way home (404 and unknown catalogue ids). */
export function NotFoundNotice({ title, text, linkLabel = 'Return Home' }: Props) {
  return (
    <section className="not-found">
      <div className="container not-found__inner">
        <CompassOutlined className="not-found__mark" aria-hidden="true" />
        <h1>{title}</h1>
        <p>{text}</p>
        <Link className="not-found__home" to="/">
          {linkLabel}
        </Link>
      </div>
    </section>
  );
}
