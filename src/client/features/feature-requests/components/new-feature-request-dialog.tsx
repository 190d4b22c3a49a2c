import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId } from "react";
import { type FieldErrors, useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "#client/components/ui/button";
import { Dialog } from "#client/components/ui/dialog";
import { FormField } from "#client/components/ui/form-field";
import { Input, Select, Textarea } from "#client/components/ui/input";
import { toast } from "#client/components/ui/toast";
import { useCreateFeatureRequest } from "#client/features/feature-requests/api/create-feature-request";
import { ApiError } from "#client/lib/api-client";
import { cn } from "#client/lib/cn";
import {
  CreateFeatureRequestBody,
  DEFAULT_FEATURE_REQUEST_PRIORITY,
  FEATURE_REQUEST_CATEGORIES,
  FEATURE_REQUEST_CATEGORY_LABELS,
  FEATURE_REQUEST_DESCRIPTION_MAX_LENGTH,
  FEATURE_REQUEST_PRIORITIES,
  FEATURE_REQUEST_PRIORITY_LABELS,
  FEATURE_REQUEST_REQUIRED_MESSAGE,
  FEATURE_REQUEST_TITLE_MAX_LENGTH,
} from "#shared/contracts/feature-requests";

const SUBMIT_FAILED_MESSAGE = "Failed to submit feature request. Please try again.";

/** The contract's rules, read from a form whose untouched category select holds "". */
const FeatureRequestForm = CreateFeatureRequestBody.extend({
  category: z.string().pipe(CreateFeatureRequestBody.shape.category),
});
type FormValues = z.input<typeof FeatureRequestForm>;
type FormOutput = z.output<typeof FeatureRequestForm>;

const EMPTY_FORM: FormValues = {
  title: "",
  description: "",
  category: "",
  priority: DEFAULT_FEATURE_REQUEST_PRIORITY,
};

const FIELD_PROMPTS: Record<keyof FormValues, string> = {
  title: "Enter a title.",
  description: "Describe the feature.",
  category: "Choose a category.",
  priority: "Choose a priority.",
};

/** A missing field gets a short prompt beside it; the spec's sentence is said once, above the form. */
function fieldMessage(errors: FieldErrors<FormValues>, field: keyof FormValues) {
  const message = errors[field]?.message;
  if (!message) return undefined;
  return message === FEATURE_REQUEST_REQUIRED_MESSAGE ? FIELD_PROMPTS[field] : message;
}

interface NewFeatureRequestDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function NewFeatureRequestDialog({ open, onOpenChange }: NewFeatureRequestDialogProps) {
  const formId = useId();
  const create = useCreateFeatureRequest();
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(FeatureRequestForm),
    defaultValues: EMPTY_FORM,
  });
  const { errors, isSubmitted } = form.formState;
  const isMissingSomething = Object.values(errors).some(
    (error) => error?.message === FEATURE_REQUEST_REQUIRED_MESSAGE,
  );

  useEffect(() => {
    if (open) form.reset(EMPTY_FORM);
  }, [open, form]);

  const onSubmit = form.handleSubmit((values) => {
    create.mutate(values, {
      onSuccess(item) {
        toast({
          title: "Feature Request Submitted",
          description: `Thank you! Others can now vote for “${item.title}”.`,
          variant: "success",
        });
        onOpenChange(false);
      },
      onError(error) {
        // A refused field is the user's to fix; anything else is ours.
        if (error instanceof ApiError && error.status === 400 && error.fieldErrors) {
          for (const [field, messages] of Object.entries(error.fieldErrors))
            if (field in EMPTY_FORM)
              form.setError(field as keyof FormValues, { message: messages[0] });
        }
        toast({ title: "Error", description: SUBMIT_FAILED_MESSAGE, variant: "destructive" });
      },
    });
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!create.isPending) onOpenChange(next);
      }}
      title="New Feature Request"
      description="Tell us what would make EventEazy better. Title, description and category are required."
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={create.isPending}>
            {create.isPending ? "Submitting..." : "Submit Request"}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate className="space-y-5" onSubmit={onSubmit}>
        <p
          role="alert"
          className={cn(
            "rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800",
            !(isSubmitted && isMissingSomething) && "hidden",
          )}
        >
          {isSubmitted && isMissingSomething ? FEATURE_REQUEST_REQUIRED_MESSAGE : ""}
        </p>
        <FormField label="Title" error={fieldMessage(errors, "title")} required>
          <Input
            maxLength={FEATURE_REQUEST_TITLE_MAX_LENGTH}
            placeholder="e.g. Share my shortlist"
            {...form.register("title")}
          />
        </FormField>
        <FormField label="Description" error={fieldMessage(errors, "description")} required>
          <Textarea
            rows={4}
            maxLength={FEATURE_REQUEST_DESCRIPTION_MAX_LENGTH}
            placeholder="What would you like to do, and why would it help?"
            {...form.register("description")}
          />
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="Category" error={fieldMessage(errors, "category")} required>
            <Select {...form.register("category")}>
              <option value="" disabled>
                Choose a category
              </option>
              {FEATURE_REQUEST_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {FEATURE_REQUEST_CATEGORY_LABELS[category]}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label="Priority" error={fieldMessage(errors, "priority")}>
            <Select {...form.register("priority")}>
              {FEATURE_REQUEST_PRIORITIES.map((priority) => (
                <option key={priority} value={priority}>
                  {FEATURE_REQUEST_PRIORITY_LABELS[priority]}
                </option>
              ))}
            </Select>
          </FormField>
        </div>
      </form>
    </Dialog>
  );
}
