import { findChecklist, type ChecklistSlug } from '@content/catalogue';

/** "Download the Saint Lucia Travel Guide": the plain-text file of a catalogue checklist. */
export function ChecklistLink({ slug }: { slug: ChecklistSlug }) {
  const checklist = findChecklist(slug);
  if (!checklist?.staticPath) return null;
  return (
    <a className="text-link" href={checklist.staticPath} download>
      Download the {checklist.title}
    </a>
  );
}
