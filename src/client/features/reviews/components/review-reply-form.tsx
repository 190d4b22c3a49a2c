import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { Button } from "#client/components/ui/button";
import { FormField } from "#client/components/ui/form-field";
import { Textarea } from "#client/components/ui/input";
import { toast } from "#client/components/ui/toast";
import { type ReviewSubject, useSaveReviewReply } from "#client/features/reviews/api/reviews";
import { ApiError, messageOf } from "#client/lib/api-client";
import {
  REVIEW_REPLY_EDIT_DAYS,
  REVIEW_REPLY_MAX_LENGTH,
  type ReviewReply,
  ReviewReplyBody,
} from "#shared/contracts/reviews";

type ReplyForm = { text: string };

/** Where the reply shows, in the words of the one who writes it. */
const REPLY_PLACE: Record<ReviewSubject, string> = {
  supplier: "your public profile",
  organizer: "your organizer page",
};

/**
 * The reviewed supplier's or organizer's one public answer to a review, or a change to it while
 * the server still allows one. The same contract checks the text here and on the server.
 */
export function ReviewReplyForm({
  subject,
  reviewId,
  reviewerName,
  reply,
  onDone,
}: {
  subject: ReviewSubject;
  reviewId: number;
  reviewerName: string;
  reply: ReviewReply | null;
  onDone: () => void;
}) {
  const isEdit = reply !== null;
  const save = useSaveReviewReply(subject);
  const form = useForm<ReplyForm>({
    resolver: zodResolver(ReviewReplyBody),
    defaultValues: { text: reply?.text ?? "" },
  });

  // The button that opened the form is gone, so the keyboard moves on to the field.
  const { setFocus } = form;
  useEffect(() => setFocus("text"), [setFocus]);

  const onSubmit = form.handleSubmit(({ text }) =>
    save.mutate(
      { reviewId, text, isEdit },
      {
        onSuccess() {
          toast({
            title: isEdit ? "Reply updated" : "Reply posted",
            description: `It shows under the review on ${REPLY_PLACE[subject]}.`,
            variant: "success",
          });
          onDone();
        },
        onError(error) {
          const fieldError = error instanceof ApiError ? error.fieldErrors?.text?.[0] : undefined;
          if (fieldError) form.setError("text", { message: fieldError });
        },
      },
    ),
  );

  const serverError =
    save.isError && !(save.error instanceof ApiError && save.error.fieldErrors?.text)
      ? messageOf(save.error, "Your reply could not be saved. Please try again.")
      : null;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3" aria-busy={save.isPending}>
      <FormField
        label={isEdit ? "Edit your public reply" : `Reply to ${reviewerName}`}
        required
        hint={`Shown under the review on ${REPLY_PLACE[subject]}. You can edit it for ${REVIEW_REPLY_EDIT_DAYS} days after posting.`}
        error={form.formState.errors.text?.message}
      >
        <Textarea rows={4} maxLength={REVIEW_REPLY_MAX_LENGTH} {...form.register("text")} />
      </FormField>
      {serverError && (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          {serverError}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending
            ? isEdit
              ? "Saving..."
              : "Posting..."
            : isEdit
              ? "Save reply"
              : "Post reply"}
        </Button>
      </div>
    </form>
  );
}
