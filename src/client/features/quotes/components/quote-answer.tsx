/** The organizer's latest question to every quoter, and what a supplier replied since. */
export interface QuoteAnswer {
  question: { content: string; createdAt: string };
  answer: { content: string; createdAt: string } | null;
}

/** "You asked: …" over the supplier's reply, or "No answer yet". */
export function QuoteAnswerText({
  answer,
  supplierName,
}: {
  answer: QuoteAnswer;
  supplierName: string;
}) {
  return (
    <div className="space-y-1.5">
      <p className="text-xs text-slate-600">
        You asked: <q className="break-words">{answer.question.content}</q>
      </p>
      {answer.answer ? (
        <p className="rounded-lg bg-green-50 p-2 break-words whitespace-pre-line text-slate-900">
          <span className="sr-only">{supplierName} answered: </span>
          {answer.answer.content}
        </p>
      ) : (
        <p className="text-slate-600">No answer yet</p>
      )}
    </div>
  );
}
