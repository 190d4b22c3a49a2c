import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId } from "react";
import { useForm } from "react-hook-form";
import { Button } from "#client/components/ui/button";
import { Dialog } from "#client/components/ui/dialog";
import { FormField } from "#client/components/ui/form-field";
import { Textarea } from "#client/components/ui/input";
import { toast } from "#client/components/ui/toast";
import { type ReviewSubject, useReportReview } from "#client/features/reviews/api/reviews";
import { messageOf } from "#client/lib/api-client";
import { REVIEW_REPORT_REASON_MAX_LENGTH, ReportReviewBody } from "#shared/contracts/reviews";

/** Flags a review for the admins, with an optional reason; once per user. */
export function ReportReviewDialog({
  reviewId,
  reviewerName,
  subject = "supplier",
  open,
  onOpenChange,
}: {
  reviewId: number;
  reviewerName: string;
  subject?: ReviewSubject;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const formId = useId();
  const report = useReportReview(subject);
  const form = useForm({
    resolver: zodResolver(ReportReviewBody),
    defaultValues: { reason: "" },
  });
  const { reset } = form;
  const resetReport = report.reset;

  useEffect(() => {
    if (open) {
      reset({ reason: "" });
      resetReport();
    }
  }, [open, reset, resetReport]);

  const onSubmit = form.handleSubmit(({ reason }) =>
    report.mutate(
      { reviewId, reason },
      {
        onSuccess(answer) {
          toast({ title: "Review reported", description: answer.message, variant: "success" });
          onOpenChange(false);
        },
      },
    ),
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!report.isPending) onOpenChange(next);
      }}
      title="Report this review?"
      description={`An admin will read ${reviewerName}'s review and hide it if it breaks the rules.`}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={report.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="destructive" disabled={report.isPending}>
            {report.isPending ? "Reporting..." : "Report review"}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="space-y-3">
        <FormField
          label="Reason (optional)"
          hint="What is wrong with it? For example: not a real booking, abusive, personal details."
          error={form.formState.errors.reason?.message}
        >
          <Textarea
            rows={3}
            maxLength={REVIEW_REPORT_REASON_MAX_LENGTH}
            {...form.register("reason")}
          />
        </FormField>
        {report.isError && (
          <p
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
          >
            {messageOf(report.error, "The review could not be reported. Please try again.")}
          </p>
        )}
      </form>
    </Dialog>
  );
}
