import { describe, expect, it } from 'vitest';
import { brand } from '@contract/brand.ts';
import { amountsIn } from './format.ts';
import { evalCases } from './eval/questions.ts';
import { isRefusal, runEval, statedAmounts } from './eval/runEval.ts';
import { knowledgeFromFacts, staticFacts } from './knowledge.ts';
import { createLocalAssistant } from './local.ts';
import type { AssistantAnswer, ChatTurn } from './types.ts';

const facts = staticFacts();
const assistant = createLocalAssistant(knowledgeFromFacts(facts));

/** Answers the earlier questions first, as the chat does, then the last one. */
async function conversation(...questions: string[]): Promise<AssistantAnswer> {
  const history: ChatTurn[] = [];
  let reply: AssistantAnswer | undefined;
  for (const question of questions) {
    reply = await assistant.answer(question, history);
    history.push(
      { role: 'user', content: question },
      { role: 'assistant', content: reply.content, factIds: reply.factIds },
    );
  }
  return reply!;
}

/** Evaluation cases the static content answers (the blog and podcast ones need a database). */
const SAMPLE = [
  'price-romantic-getaway',
  'price-disney',
  'price-alaska',
  'price-consultation-fee',
  'price-hotel',
  'duration-adventure-explorer',
  'includes-romantic',
  'list-saint-lucia',
  'cruise-lines',
  'hours',
  'contact-phone',
  'how-to-book',
  'ready-romantic',
  'game',
  'follow-up-duration',
  'follow-up-includes',
  'typo-romantik',
  'typo-pakages',
  'refuse-tokyo',
  'refuse-weather',
];

describe('the local assistant', () => {
  it('answers a sample of the evaluation questions with their facts and links', async () => {
    const cases = evalCases.filter((item) => SAMPLE.includes(item.id));
    expect(cases).toHaveLength(SAMPLE.length);
    const result = await runEval(assistant, facts, cases);
    expect(result.misses).toEqual([]);
    expect(result.wrongPrices).toEqual([]);
  });

  it('states a price with its page, as plain text', async () => {
    const reply = await assistant.answer('How much is the Romantic Getaway?', []);
    expect(reply.content).toBe('The Romantic Getaway starts from $2,199 per person (5-7 days).');
    expect(reply.links).toEqual([{ label: 'Visit Saint Lucia', href: '/visit-saint-lucia' }]);
    expect(reply.factIds).toEqual(['package:romantic-getaway']);
    expect(reply).toMatchObject({ offerHandoff: false, source: 'local' });
    expect(reply.content).not.toMatch(/[<>*_#`]/);
  });

  it('lists what a page sells when asked about a destination', async () => {
    const reply = await assistant.answer('What cruises do you offer?', []);
    expect(reply.content).toContain('Caribbean Explorer (7 days, from $1,299 per person)');
    expect(reply.content).toContain('Alaska Adventure (8 days, from $1,899 per person)');
    expect(reply.links.map((link) => link.href)).toEqual(['/cruises']);
  });

  it('says honestly that it does not know, with the phone, the e-mail and a person', async () => {
    for (const question of [
      'Do you sell flights to Tokyo?',
      'Can you rent me a car in Paris?',
      'Visa for China?',
    ]) {
      const reply = await assistant.answer(question, []);
      expect(isRefusal(reply), question).toBe(true);
      expect(reply.content).toContain(brand.phone);
      expect(reply.content).toContain(brand.email);
      expect(reply.content).not.toMatch(/\$\d/);
      expect(reply.links.map((link) => link.href)).toEqual([
        '/contact',
        brand.phoneHref,
        `mailto:${brand.email}`,
      ]);
    }
  });

  it('offers a person when asked for one', async () => {
    const reply = await assistant.answer('Can I speak to a human agent please?', []);
    expect(reply.offerHandoff).toBe(true);
    expect(reply.content).toContain(brand.phone);
  });

  it('follows the conversation', async () => {
    expect((await conversation('How much is the Luxury Escape?', 'and how long is it?')).content).toBe(
      'The Luxury Escape lasts 4-6 days.',
    );
    expect(
      (await conversation('How much is the Luxury Escape?', 'What about the Family Paradise?')).content,
    ).toBe('The Family Paradise starts from $1,599 per person (6-8 days).');
    const cheapest = await conversation(
      'What packages do you have in Central Florida?',
      'Which one is the cheapest?',
    );
    expect(cheapest.content).toBe(
      'The most affordable is the Universal Adventure: from $999 per person, 3-5 days.',
    );
  });

  it('adds the quote link when the visitor is ready to book', async () => {
    const reply = await conversation('Tell me about the Alaska cruise', "Great, I'd like to book it");
    expect(reply.content).toMatch(/^Wonderful! The Alaska Adventure starts from \$1,899 per person/);
    expect(reply.links).toContainEqual({ label: 'Request a quote', href: '/quote' });
  });

  it('never states a price the agency does not', async () => {
    const stated = statedAmounts(facts);
    const questions = [
      ...evalCases.map((item) => item.question),
      'Do you have something romantic under $2000?',
      'What is the cheapest trip you have?',
      'How much is a cruise to Hawaii?',
      'what is the checked bag fee on the flight to saint lucia?',
    ];
    for (const question of questions) {
      const reply = await assistant.answer(question, []);
      for (const amount of amountsIn(reply.content))
        expect(stated.has(amount), `${question}: ${reply.content}`).toBe(true);
    }
    expect((await assistant.answer('Do you have something romantic under $2000?', [])).content).not.toContain(
      '2,000',
    );
  });
});
