import { lightIcon } from '@pwa/components/icons';
import GiftOutlinedSvg from '@ant-design/icons-svg/es/asn/GiftOutlined';
import { ButtonLink } from '@pwa/components/ButtonLink';
import { paths } from '@contract/sitePaths';
import { homeCopy } from '@content/home';

const GiftOutlined = lightIcon(GiftOutlinedSvg);

/** The promotion block for the treasure-hunt game. */
export function GamePromo() {
  const { game } = homeCopy;
  return (
    <section className="section" aria-labelledby="game-promo-title">
      <div className="container">
        <div className="game-promo">
          <div className="game-promo__art" aria-hidden="true">
            <GiftOutlined />
          </div>
          <div className="game-promo__text">
            <p className="game-promo__eyebrow">{game.eyebrow}</p>
            <h2 id="game-promo-title">{game.title}</h2>
            <p>{game.text}</p>
          </div>
          <ButtonLink to={paths.game} type="primary" size="large" className="btn-sun">
            {game.link}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
