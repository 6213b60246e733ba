import { findChecklist, type ChecklistSlug } from '@content/services';
import { checklistPdfPath } from '@contract/sitePaths';

/** "Download the Saint Lucia Travel Guide": the plain-text file of a catalogue checklist. */
export function ChecklistLink({ slug }: { slug: ChecklistSlug }) {
  const checklist = findChecklist(slug);
  if (!checklist) return null;
  return (
    <a className="text-link" href={checklist.staticPath} download>
      Download the {checklist.title}
    </a>
  );
}

interface PdfLinkProps {
  slug: ChecklistSlug;
  /** The accessible name where several cards each carry one ("... for Business Travel"). */
  label?: string;
}

/**
 * "Download PDF Checklist": the branded PDF the API draws from the same catalogue content. The
 * response names the file (Island-Bridge-Travel-...-Checklist.pdf) and asks to be saved.
 */
export function ChecklistPdfLink({ slug, label }: PdfLinkProps) {
  return (
    <a className="text-link" href={checklistPdfPath(slug)} download aria-label={label}>
      Download PDF Checklist
    </a>
  );
}
