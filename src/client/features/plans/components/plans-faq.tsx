const FAQS = [
  {
    question: "When am I billed?",
    answer:
      "Billing begins immediately after payment and recurs on the same date each month, or each year on the yearly plan.",
  },
  {
    question: "Can I cancel my subscription?",
    answer:
      "Yes, at any time from the Account tab of your profile. You keep your Standard plan until the end of the period you have paid for, then return to the Free plan.",
  },
  {
    question: "Which payment methods do you accept?",
    answer:
      "We accept Visa, Mastercard and American Express cards. Bank transfer is available for yearly plans: contact us and we will send the details.",
  },
  {
    question: "Do organizers pay anything?",
    answer: "No. Organizers post requests, compare quotes and message suppliers for free.",
  },
];

export function PlansFaq() {
  return (
    <section aria-labelledby="faq-heading" className="mx-auto max-w-3xl">
      <h2 id="faq-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        Frequently asked questions
      </h2>
      <dl className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {FAQS.map((faq) => (
          <div key={faq.question} className="p-5 sm:p-6">
            <dt className="font-semibold text-slate-900">{faq.question}</dt>
            <dd className="mt-2 leading-7 text-slate-700">{faq.answer}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
