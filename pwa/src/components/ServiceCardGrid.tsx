import { Link } from 'react-router-dom';
import type { Service } from '@content/catalogue';
import { checklistPdfPath } from '@pwa/lib/paths';
import { InfoCard } from './InfoCard';
import { ServiceIcon } from './ServiceIcon';

interface Props {
  services: readonly Service[];
  /** Adds each service's "Download PDF Checklist" link (the home page cards). */
  withChecklists?: boolean;
}

/** Catalogue services as cards with their icon, description and "Learn More" link. */
export function ServiceCardGrid({ services, withChecklists = false }: Props) {
  return (
    <div className="card-grid">
      {services.map((service) => (
        <InfoCard
          key={service.slug}
          title={service.title}
          icon={<ServiceIcon slug={service.slug} />}
          actions={
            <>
              <Link className="text-link" to={service.route} aria-label={`Learn More about ${service.title}`}>
                Learn More
              </Link>
              {withChecklists && service.checklistSlug && (
                <a
                  className="text-link"
                  href={checklistPdfPath(service.checklistSlug)}
                  download
                  aria-label={`Download PDF Checklist for ${service.title}`}
                >
                  Download PDF Checklist
                </a>
              )}
            </>
          }
        >
          <p>{service.description}</p>
        </InfoCard>
      ))}
    </div>
  );
}
