import { Link } from 'react-router-dom';
import type { Service } from '@content/catalogue';
import { ChecklistPdfLink } from './ChecklistLink';
import { InfoCard } from './InfoCard';
import { ServiceIcon } from './ServiceIcon';

interface Props {
  services: readonly Service[];
  /** Adds each service's "Download PDF Checklist" link, where the service has a checklist. */
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
              {/* The rest of the name in the text, not in aria-label: a search engine reads the link's
                  text, and "Learn More" alone says nothing of where it leads. */}
              <Link className="text-link" to={service.route}>
                Learn More <span className="visually-hidden">about {service.title}</span>
              </Link>
              {withChecklists && service.checklistSlug && (
                <ChecklistPdfLink
                  slug={service.checklistSlug}
                  label={`Download PDF Checklist for ${service.title}`}
                />
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
