/**
 * The assistant provider: answers a visitor's question from what the agency says about itself.
 * Two implementations behind one interface: the local one composes an
 * answer from the retrieved facts with no keys and no network; the language-model one words the
 * same facts through an OpenAI-compatible chat completion and falls back to the local one.
 */
import type { ChatLink } from '@contract/chat.ts';
import type { MinorUnits } from '@contract/money.ts';

export type FactKind =
  | 'package'
  | 'consultation'
  | 'extra'
  | 'service'
  | 'destination'
  | 'cruise-line'
  | 'cruise-type'
  | 'contact'
  | 'hours'
  | 'booking-steps'
  | 'checklist'
  | 'game'
  | 'podcast'
  | 'episode'
  | 'post'
  | 'hotel-sample'
  | 'flight-sample'
  | 'transfer'
  | 'page';

/** One thing the agency says about itself, small enough to quote in an answer. */
export interface Fact {
  /** Stable across rebuilds: "package:romantic-getaway", "post:<slug>". */
  id: string;
  kind: FactKind;
  /** The name a visitor would use: "Romantic Getaway", "Standard Planning". */
  title: string;
  /** Everything searchable about it, in plain sentences. */
  text: string;
  /** The page it comes from (a path on this site). */
  url: string;
  /** The page's name, for the link's label: "Visit Saint Lucia". */
  pageTitle: string;
  /** A price the agency states for it, minor units, and what the price is per. */
  price?: { amount: MinorUnits; per: string; from: boolean };
  /** As the page writes it: "5-7 days". */
  duration?: string;
  /** What it includes, where it lists it. */
  inclusions?: readonly string[];
  /** Extra words a visitor may search it by (a destination's towns, a line's ships). */
  keywords?: readonly string[];
}

/** A turn of the conversation so far, oldest first, as the assistant reads it. */
export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
  /** The facts an assistant turn answered from: a follow-up ("how long is it?") reuses them. */
  factIds?: readonly string[];
}

/** What the assistant answers: the text, its links, and whether to offer a person. */
export interface AssistantAnswer {
  content: string;
  links: ChatLink[];
  /** The facts it answered from, stored with the message for follow-ups. */
  factIds: string[];
  /** The visitor asked for a person, or the assistant could not help. */
  offerHandoff: boolean;
  source: 'local' | 'llm';
  /** Why a language-model reply was replaced by the local one (logged, not shown). */
  fallbackReason?: string;
}

export interface Assistant {
  answer(question: string, history: readonly ChatTurn[]): Promise<AssistantAnswer>;
  /** Builds what answering needs (the index) ahead of the first question. */
  prepare?(): Promise<void>;
}

/** Everything the agency says about itself, searchable, kept current as posts change. */
export interface Knowledge {
  /** The facts that best answer the question, best first, with the conversation for context. */
  retrieve(question: string, history: readonly ChatTurn[]): Promise<Fact[]>;
  /** Every fact (the language-model check reads every price and duration the agency states). */
  allFacts(): Promise<readonly Fact[]>;
}
