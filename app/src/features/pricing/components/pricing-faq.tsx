import { LIFETIME_TIER_SPOTS, MONTHLY_SUMMARY_LIMIT, PLANS, SUMMARY_WINDOW_DAYS } from '@learnlog/shared';

const FAQ = [
  {
    question: 'Can I change plans later?',
    answer: 'Yes. You can upgrade at any time from this page, and a monthly plan can be changed or cancelled whenever you like.',
  },
  {
    question: 'What happens to my data if I downgrade?',
    answer:
      'Nothing is deleted. Every entry, resource and goal stays in your journal; the free plan only limits how many new entries and resources you add each day.',
  },
  {
    question: 'How does lifetime access work?',
    answer: `One payment, everything forever. The first ${LIFETIME_TIER_SPOTS} members pay $${PLANS.beta.price.lifetime} (${PLANS.beta.displayName}); once those spots are gone, the next ${LIFETIME_TIER_SPOTS} pay $${PLANS.legacy.price.lifetime} (${PLANS.legacy.displayName}). The card above is the one on sale now.`,
  },
  {
    question: 'How do AI summaries work?',
    answer: `AI summaries read your journal entries from the last ${SUMMARY_WINDOW_DAYS.weekly} days (weekly) or ${SUMMARY_WINDOW_DAYS.monthly} days (monthly) and give you key insights, recurring themes and a reflection prompt. Premium plans include ${MONTHLY_SUMMARY_LIMIT} monthly summaries a month.`,
  },
] as const;

export function PricingFaq() {
  return (
    <section aria-labelledby="pricing-faq-title" className="mx-auto mt-16 max-w-3xl">
      <h2 id="pricing-faq-title" className="text-center text-2xl font-bold tracking-tight text-ink">
        Frequently Asked Questions
      </h2>
      <div className="mt-6 space-y-3">
        {FAQ.map(({ question, answer }) => (
          <details key={question} className="card group px-5 py-4">
            <summary className="cursor-pointer list-none font-semibold text-ink marker:hidden">{question}</summary>
            <p className="mt-2 text-sm text-ink-muted">{answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
