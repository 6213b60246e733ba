/**
 * How much one proposal may hold. Each field has its own bound in the schema (proposals.ts:
 * 366 days, 50 custom sections, 100 inclusions, 5,000 characters a day ...), but those together
 * still let a proposal of megabytes through, whose PDF takes a worker seconds to draw and runs
 * to hundreds of pages no client reads. These bound the document as a whole, in the schema the
 * proposal form, the API and the office's sync push share, so all three refuse the same input.
 */

/** Characters of printed text in all: a long year-round itinerary fits, a book does not. */
export const MAX_PROPOSAL_CHARACTERS = 200_000;
/** Lines in all (every line break of every text): blank lines are pages too. */
export const MAX_PROPOSAL_LINES = 5_000;

const count = (value: number) => value.toLocaleString('en-US');

export const proposalLimitMessages = {
  tooManyCharacters: (found: number) =>
    `A proposal may hold at most ${count(MAX_PROPOSAL_CHARACTERS)} characters of text in all; this one has ${count(found)}. Shorten the days or sections, or split it into two proposals.`,
  tooManyLines: (found: number) =>
    `A proposal may hold at most ${count(MAX_PROPOSAL_LINES)} lines of text in all; this one has ${count(found)}. Remove blank lines or split it into two proposals.`,
} as const;

/** The printed parts of a proposal's content, as the schema has them. */
export interface PrintedProposal {
  title?: string | null;
  description?: string | null;
  introduction?: string | null;
  destinations?: readonly string[];
  detailedItinerary?: ReadonlyArray<{ title?: string; description?: string; activities?: readonly string[] }>;
  inclusions?: readonly string[];
  exclusions?: readonly string[];
  customSections?: ReadonlyArray<{ title?: string; content?: string }>;
  terms?: string | null;
  branding?: { footerText?: string } | null;
}

/** Every text a proposal prints, one string each. */
function printedTexts(input: PrintedProposal): string[] {
  return [
    input.title ?? '',
    input.description ?? '',
    input.introduction ?? '',
    ...(input.destinations ?? []),
    ...(input.detailedItinerary ?? []).flatMap((day) => [
      day.title ?? '',
      day.description ?? '',
      ...(day.activities ?? []),
    ]),
    ...(input.inclusions ?? []),
    ...(input.exclusions ?? []),
    ...(input.customSections ?? []).flatMap((section) => [section.title ?? '', section.content ?? '']),
    input.terms ?? '',
    input.branding?.footerText ?? '',
  ];
}

/** Characters and lines a proposal prints: each text is at least one line when it is not empty. */
export function printedSize(input: PrintedProposal): { characters: number; lines: number } {
  let characters = 0;
  let lines = 0;
  for (const text of printedTexts(input)) {
    if (!text) continue;
    characters += text.length;
    lines += 1;
    for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lines += 1;
  }
  return { characters, lines };
}
