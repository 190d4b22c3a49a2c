import { zodResolver } from "@hookform/resolvers/zod";
import { CalendarCheck, MessageSquareQuote, Send } from "lucide-react";
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from "react";
import { Controller, type FieldErrors, useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { CategoryChips } from "#client/components/category-chips";
import { LocationInput } from "#client/components/location-input";
import { Button } from "#client/components/ui/button";
import { Card } from "#client/components/ui/card";
import { FormField } from "#client/components/ui/form-field";
import { Input, Textarea } from "#client/components/ui/input";
import { Page } from "#client/components/ui/page";
import { toast } from "#client/components/ui/toast";
import { useCreateRequest } from "#client/features/requests/api/requests";
import { SupplierQuoteBanner } from "#client/features/requests/components/supplier-quote-banner";
import {
  eventDateText,
  REQUEST_FIELD_ORDER,
  type RequestFormOutput,
  type RequestFormValues,
  requestFormSchema,
} from "#client/features/requests/lib/request-form";
import {
  type SupplierLookup,
  useSupplierDetail,
} from "#client/features/supplier-profile/api/get-supplier-detail";
import { ApiError, messageOf } from "#client/lib/api-client";
import { paths } from "#client/lib/paths";
import { ukToday } from "#shared/domain/calendar-days";
import { isCategoryKey } from "#shared/domain/categories";

const CREATE_FAILED_MESSAGE = "Failed to create request. Please try again.";

const EMPTY_FORM: RequestFormValues = {
  title: "",
  description: "",
  eventDateFrom: "",
  eventDateTo: "",
  location: "",
  budget: "",
  attendees: "",
  categories: [],
};

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="space-y-5 border-t border-slate-200 pt-6 first:border-t-0 first:pt-0"
    >
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

const steps = [
  {
    icon: Send,
    title: "Post your request",
    text: "Suppliers in the categories you choose are told about it.",
  },
  {
    icon: MessageSquareQuote,
    title: "Compare quotes",
    text: "Prices, details and reviews side by side on your request.",
  },
  {
    icon: CalendarCheck,
    title: "Book with confidence",
    text: "Accept the quotes you like and message suppliers directly.",
  },
];

function HowItWorks() {
  return (
    <Card className="p-6">
      <h2 className="text-base font-semibold text-slate-900">What happens next</h2>
      <ol className="mt-4 space-y-4">
        {steps.map((step) => (
          <li key={step.title} className="flex gap-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <step.icon className="size-4" aria-hidden="true" />
            </span>
            <span>
              <span className="block text-sm font-semibold text-slate-900">{step.title}</span>
              <span className="block text-sm text-slate-600">{step.text}</span>
            </span>
          </li>
        ))}
      </ol>
      <p className="mt-5 rounded-lg bg-slate-50 p-3 text-xs text-slate-600">
        Posting is free for organizers, and EventEazy takes no commission.
      </p>
    </Card>
  );
}

/** `supplier` comes from ?supplier= when the organizer asked a particular supplier for a quote. */
export function CreateRequestPage({ supplier: lookup }: { supplier: SupplierLookup | null }) {
  const navigate = useNavigate();
  const create = useCreateRequest();
  const today = ukToday();
  const schema = useMemo(() => requestFormSchema(today), [today]);
  const form = useForm<RequestFormValues, unknown, RequestFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY_FORM,
  });
  const { errors } = form.formState;
  const [chosenPlace, setChosenPlace] = useState("");
  const locationErrorId = useId();
  const startDate = form.watch("eventDateFrom");

  const supplier = useSupplierDetail(lookup);
  const preselectedFor = useRef<number | null>(null);
  const supplierProfile = supplier.data?.supplier;
  useEffect(() => {
    // Once per supplier, and added to what the organizer already chose rather than replacing it.
    if (!supplierProfile || preselectedFor.current === supplierProfile.id) return;
    preselectedFor.current = supplierProfile.id;
    const current = form.getValues("categories");
    const wanted = supplierProfile.categories.filter(isCategoryKey);
    form.setValue("categories", [...new Set([...current, ...wanted])]);
  }, [supplierProfile, form]);

  const onInvalid = (fieldErrors: FieldErrors<RequestFormValues>) => {
    const first = REQUEST_FIELD_ORDER.map((field) => fieldErrors[field]?.message).find(Boolean);
    toast({
      title: "Error",
      description: typeof first === "string" ? first : "Please check the form.",
      variant: "destructive",
    });
  };

  const onValid = (values: RequestFormOutput) => {
    create.mutate(
      { ...values, eventDate: eventDateText(values.eventDateFrom, values.eventDateTo) },
      {
        onSuccess() {
          toast({
            title: "Request created",
            description: "Your event request has been created.",
            variant: "success",
          });
          navigate(paths.myRequests);
        },
        onError(error) {
          // The server's field errors land beside their fields; what was typed stays.
          if (error instanceof ApiError && error.fieldErrors) {
            for (const field of REQUEST_FIELD_ORDER) {
              const message = error.fieldErrors[field]?.[0];
              if (message) form.setError(field, { message });
            }
          }
          toast({
            title: "Error",
            description: messageOf(error, CREATE_FAILED_MESSAGE),
            variant: "destructive",
          });
        },
      },
    );
  };

  return (
    <Page
      title="Create an Event Request"
      subtitle="Describe your event once and let suppliers come to you with quotes."
    >
      {lookup && (
        <SupplierQuoteBanner
          supplier={supplierProfile}
          isLoading={supplier.isPending}
          isError={supplier.isError}
        />
      )}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_19rem]">
        <Card className="p-5 sm:p-8">
          <form
            onSubmit={form.handleSubmit(onValid, onInvalid)}
            noValidate
            aria-label="New event request"
            className="space-y-8"
          >
            <p className="text-sm text-slate-600">
              Fields marked <span className="text-red-700">*</span> are required.
            </p>
            <FormSection title="About your event">
              <FormField
                label="Event title"
                error={errors.title?.message}
                hint="A short headline, e.g. “50th birthday party in Manchester”"
                required
              >
                <Input maxLength={200} {...form.register("title")} />
              </FormField>
              <FormField
                label="Description"
                error={errors.description?.message}
                hint="What you need, the style you're after and anything suppliers should know."
                required
              >
                <Textarea rows={5} maxLength={5000} {...form.register("description")} />
              </FormField>
            </FormSection>

            <FormSection title="When and where">
              <div className="grid gap-5 sm:grid-cols-2">
                <FormField label="Start date" error={errors.eventDateFrom?.message} required>
                  <Input type="date" min={today} {...form.register("eventDateFrom")} />
                </FormField>
                <FormField
                  label="End date"
                  error={errors.eventDateTo?.message}
                  hint="Only for events over several days"
                >
                  <Input
                    type="date"
                    min={startDate && startDate >= today ? startDate : today}
                    {...form.register("eventDateTo")}
                  />
                </FormField>
              </div>
              <Controller
                control={form.control}
                name="location"
                render={({ field }) => (
                  <div className="space-y-1.5">
                    <LocationInput
                      label="Location"
                      required
                      value={chosenPlace}
                      placeholder="Venue, town or city"
                      onTextChange={field.onChange}
                      onSelect={(place) => {
                        setChosenPlace(place.displayName);
                        field.onChange(place.displayName);
                      }}
                      onClear={() => {
                        setChosenPlace("");
                        field.onChange("");
                      }}
                      aria-invalid={errors.location ? true : undefined}
                      aria-describedby={errors.location ? locationErrorId : undefined}
                    />
                    {errors.location?.message && (
                      <p id={locationErrorId} className="text-sm text-red-700">
                        {errors.location.message}
                      </p>
                    )}
                  </div>
                )}
              />
            </FormSection>

            <FormSection title="Budget and guests">
              <div className="grid gap-5 sm:grid-cols-2">
                <FormField
                  label="Budget"
                  error={errors.budget?.message}
                  hint="Optional, e.g. £2,000–£3,000"
                >
                  <Input maxLength={100} {...form.register("budget")} />
                </FormField>
                <FormField
                  label="Number of guests"
                  error={errors.attendees?.message}
                  hint="Optional, e.g. 80"
                >
                  <Input maxLength={100} {...form.register("attendees")} />
                </FormField>
              </div>
            </FormSection>

            <FormSection title="What do you need?">
              <Controller
                control={form.control}
                name="categories"
                render={({ field }) => (
                  <CategoryChips
                    hint="Choose every kind of supplier you need. Suppliers in these categories see your request."
                    isRequired
                    value={field.value}
                    onChange={(next) => field.onChange(next.filter(isCategoryKey))}
                    error={errors.categories?.message}
                  />
                )}
              />
            </FormSection>

            <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-end">
              <Button variant="outline" asChild>
                <Link to={paths.myRequests}>Cancel</Link>
              </Button>
              <Button type="submit" variant="accent" disabled={create.isPending}>
                {create.isPending ? "Creating request..." : "Create Request"}
              </Button>
            </div>
          </form>
        </Card>
        <aside aria-label="About event requests" className="space-y-6">
          <HowItWorks />
        </aside>
      </div>
    </Page>
  );
}
