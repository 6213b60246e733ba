/**
 * The local assistant in a running conversation: each answer is about what was just asked, a
 * question without a subject keeps the last one, and the rankings, quotes, group pricing and
 * the two detox offers are answered from the catalogue. The facts are the static ones plus two
 * blog posts about cruises, which rank above the cruises themselves for "cruise" as the demo
 * blog's posts do.
 */
import { describe, expect, it } from 'vitest';
import { knowledgeFromFacts, staticFacts } from './knowledge.ts';
import { createLocalAssistant } from './local.ts';
import type { AssistantAnswer, ChatTurn, Fact } from './types.ts';

const posts: Fact[] = [
  {
    id: 'post:alaska-cruise-season',
    kind: 'post',
    title: 'Alaska Cruise Season: When to Go and What to Pack',
    text: 'May brings lower prices and snowy peaks. Our Alaska Adventure cruise sails the Inside Passage; the best cruise month for whales is July, and every cruise is cheaper in May.\nBlog post, article.',
    url: '/blog/alaska-cruise-season',
    pageTitle: 'Alaska Cruise Season: When to Go and What to Pack',
    keywords: ['cruises', 'alaska', 'cruise'],
  },
  {
    id: 'post:first-caribbean-cruise',
    kind: 'post',
    title: 'Choosing Your First Caribbean Cruise',
    text: 'Eastern or Western route, big ship or small: the decisions that matter most when you book your first cruise, the cruise port and the cruise line.\nBlog post, article.',
    url: '/blog/first-caribbean-cruise',
    pageTitle: 'Choosing Your First Caribbean Cruise',
    keywords: ['cruises', 'caribbean', 'first cruise', 'cruise'],
  },
];

const assistant = createLocalAssistant(knowledgeFromFacts([...staticFacts(), ...posts]));

/** Asks the questions in turn, as the chat does, and answers every reply. */
async function talk(...questions: string[]): Promise<AssistantAnswer[]> {
  const history: ChatTurn[] = [];
  const replies: AssistantAnswer[] = [];
  for (const question of questions) {
    const reply = await assistant.answer(question, history);
    replies.push(reply);
    history.push(
      { role: 'user', content: question },
      { role: 'assistant', content: reply.content, factIds: reply.factIds },
    );
  }
  return replies;
}

async function last(...questions: string[]): Promise<AssistantAnswer> {
  return (await talk(...questions)).at(-1)!;
}

describe('a conversation answers what was just asked', () => {
  it("gives the package's price after a suggestion answered with the $50 consultation", async () => {
    const [planning, getaway, price] = await talk(
      'Can you help me plan a trip?',
      'Tell me about the Romantic Getaway',
      'How much is it?',
    );
    expect(planning.content).toContain('$50');
    expect(getaway.factIds).toEqual(['package:romantic-getaway']);
    expect(price.content).toBe('The Romantic Getaway starts from $2,199 per person (5-7 days).');
    expect(price.links).toEqual([{ label: 'Visit Saint Lucia', href: '/visit-saint-lucia' }]);
  });

  it('names the package asked about, not the consultation the last answer was about', async () => {
    const reply = await last('Can you help me plan a trip?', 'How much is the Romantic Getaway?');
    expect(reply.content).toContain('$2,199');
    expect(reply.content).not.toContain('$50');
  });

  it('answers transfers after cruises with the transfers, not the cruises again', async () => {
    for (const question of ['Do you do transfers?', 'What about transfers?', 'And transfers?']) {
      const reply = await last('What cruises do you offer?', question);
      expect(reply.content, question).toContain('Airport Transfers');
      expect(reply.content, question).not.toMatch(/Mediterranean Grand|Alaska Adventure/);
    }
  });

  it('says whether the cruises just listed include transfers, and what transfers cost', async () => {
    const reply = await last('What cruises do you offer?', 'Are transfers included?');
    expect(reply.content).toBe(
      'The Caribbean Explorer, the Mediterranean Grand and the Alaska Adventure do not include transfers. We arrange them separately: Airport Transfers from $45 per person; Cruise Port Shuttles from $39 per person.',
    );
  });

  it('still finds an inclusion of the package just discussed', async () => {
    const reply = await last('How much is the Luxury Escape?', 'Does it include airport transfers?');
    expect(reply.content).toMatch(/^Yes, the Luxury Escape includes helicopter airport transfer/);
  });
});

describe('a follow-up keeps the subject', () => {
  it('"How long is it?" after a cruise answers that cruise\'s length', async () => {
    expect((await last('Tell me about the Alaska cruise', 'How long is it?')).content).toBe(
      'The Alaska Adventure lasts 8 days.',
    );
    expect((await last('Tell me about the Mediterranean cruise', 'How long does it last?')).content).toBe(
      'The Mediterranean Grand lasts 10 days.',
    );
    expect((await last('What is the cheapest cruise?', 'How long is it?')).content).toBe(
      'The Caribbean Explorer lasts 7 days.',
    );
  });

  it('picks one of the things just listed by a word of its name', async () => {
    const reply = await last('What cruises do you offer?', 'Tell me about the Alaska one', 'How long is it?');
    expect(reply.content).toBe('The Alaska Adventure lasts 8 days.');
    const detox = await last('Tell me about detox tourism', 'How much is the Saint Lucia one?');
    expect(detox.content).toBe('The Detox Tourism starts from $2,499 per person (7-10 days).');
  });

  it('lets a new subject replace the last one', async () => {
    const reply = await last('Tell me about the Alaska cruise', 'What is the cheapest cruise?');
    expect(reply.content).toContain('Caribbean Explorer');
    expect(reply.content).not.toContain('Alaska');
  });
});

describe('superlatives', () => {
  it('rank every cruise, even when blog posts about cruises match best', async () => {
    expect((await last('What is the cheapest cruise?')).content).toBe(
      'The most affordable is the Caribbean Explorer: from $1,299 per person, 7 days.',
    );
    expect((await last('Which cruise costs the least?')).content).toContain('Caribbean Explorer');
    expect((await last('Which is the most expensive cruise?')).content).toBe(
      'The most premium is the Mediterranean Grand: from $2,899 per person, 10 days.',
    );
    expect((await last('What is the longest cruise?')).content).toBe(
      'The longest is the Mediterranean Grand: 10 days, from $2,899 per person.',
    );
    expect((await last('What is the shortest cruise?')).content).toBe(
      'The shortest is the Caribbean Explorer: 7 days, from $1,299 per person.',
    );
  });

  it('rank what was just listed, and answer what is asked of the winner', async () => {
    expect(
      (await last('What packages do you have in Saint Lucia?', 'Which one is the most expensive?')).content,
    ).toBe('The most premium is the Luxury Escape: from $3,999 per person, 4-6 days.');
    const included = await last('What cruises do you offer?', 'What does the cheapest one include?');
    expect(included.content).toContain('The most affordable is the Caribbean Explorer');
    expect(included.content).toContain('balcony stateroom');
  });
});

describe('detox tourism', () => {
  it('names both offers when the question does not say which', async () => {
    const reply = await last('Tell me about detox tourism');
    expect(reply.content).toBe(
      'There are two: our Africa Detox Tourism page, with the Wellness Safari Retreat (10-14 days, from $4,899 per person), the African Spa Escape (7-10 days, from $3,299 per person) and the Desert Detox Journey (8-12 days, from $3,799 per person); and the Detox Tourism package on our Visit Saint Lucia page (7-10 days, from $2,499 per person). Which one would you like to know more about?',
    );
    expect(reply.links.map((link) => link.href)).toEqual(['/africa-detox-tourism', '/visit-saint-lucia']);
  });

  it('answers Africa or Saint Lucia when the question names the place', async () => {
    const africa = await last('Do you offer detox tourism in Africa?');
    expect(africa.factIds).toEqual(['destination:africa-detox-tourism']);
    expect(africa.content).toContain('Wellness Safari Retreat');
    const saintLucia = await last('Do you have a detox package in Saint Lucia?');
    expect(saintLucia.factIds).toEqual(['package:detox-tourism']);
    expect(saintLucia.content).toContain('$2,499');
  });
});

describe('quotes and group pricing', () => {
  it('explains how to request a quote: the quote page, a paid or a free consultation', async () => {
    for (const question of [
      'How do I request a quote?',
      'Where can I request a quote?',
      'Is the consultation free?',
    ]) {
      const reply = await last(question);
      expect(reply.content, question).toBe(
        'You request a quote on our quote page (/quote): start with a paid consultation (Standard Planning is $50, credited toward your trip) or a free consultation, then fill in the quote request form with your travellers, dates and budget. A certified agent replies within 24 hours.',
      );
      expect(reply.links).toContainEqual({ label: 'Request a quote', href: '/quote' });
    }
  });

  it('quotes the package a quote is asked for', async () => {
    const reply = await last('How much is the Romantic Getaway?', 'Can I get a quote for it?');
    expect(reply.content).toMatch(/^Wonderful! The Romantic Getaway starts from \$2,199 per person/);
    expect(reply.links).toContainEqual({ label: 'Request a quote', href: '/quote' });
  });

  it('states that group pricing starts at 8 travellers, with the group packages', async () => {
    for (const question of [
      'Do you offer group pricing?',
      'How many people do we need for a group discount?',
      'Do we get a discount with 10 people?',
    ]) {
      const reply = await last('What cruises do you offer?', question);
      expect(reply.content, question).toMatch(
        /^Group pricing starts at 8 travellers: special pricing applies to groups of 8 or more\. Our group packages: Caribbean Family Reunion \(groups of 8-20 travellers, from \$1,599 per person\)/,
      );
      expect(reply.links.map((link) => link.href)).toContain('/services/group-vacations');
    }
  });

  it('still prices the Group & Event Planning consultation by name', async () => {
    expect((await last('Group & Event Planning price')).content).toBe(
      'Group & Event Planning costs $299, and the fee is credited toward your trip.',
    );
  });
});
