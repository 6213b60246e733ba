import { visitSaintLucia } from '@content/serviceDetails';

/** The island in pictures: each image sized ahead of time and fetched only as it nears the screen. */
export function IslandGallery() {
  return (
    <ul className="island-gallery">
      {visitSaintLucia.gallery.map((image) => (
        <li key={image.src}>
          <figure>
            <img src={image.src} alt={image.alt} width={image.width} height={image.height} loading="lazy" />
            <figcaption>{image.caption}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
