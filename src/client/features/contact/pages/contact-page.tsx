import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { Button } from "#client/components/ui/button";
import { FormField } from "#client/components/ui/form-field";
import { Input, Select, Textarea } from "#client/components/ui/input";
import { Page } from "#client/components/ui/page";
import { toast } from "#client/components/ui/toast";
import { useSendContactMessage } from "#client/features/contact/api/send-contact-message";
import { ApiError } from "#client/lib/api-client";
import { paths } from "#client/lib/paths";
import {
  CONTACT_SENT_MESSAGE,
  CONTACT_TOPICS,
  ContactBody,
  type ContactTopic,
} from "#shared/contracts/contact";

const SEND_FAILED = "Your message could not be sent. Please try again.";

export function isContactTopic(value: string | null): value is ContactTopic {
  return value !== null && Object.hasOwn(CONTACT_TOPICS, value);
}

interface ContactPageProps {
  /** Filled in for a signed-in user; they may still change it. */
  sender: { name: string; email: string } | null;
  topic: ContactTopic;
}

export function ContactPage({ sender, topic }: ContactPageProps) {
  const send = useSendContactMessage();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const form = useForm<ContactBody>({
    resolver: zodResolver(ContactBody),
    defaultValues: {
      name: sender?.name ?? "",
      email: sender?.email ?? "",
      topic,
      subject: "",
      message: "",
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    send.mutate(values, {
      onSuccess(answer) {
        setSentMessage(answer.message || CONTACT_SENT_MESSAGE);
      },
      onError(error) {
        const isRefusal = error instanceof ApiError && error.status >= 400 && error.status < 500;
        toast({
          title: "Message not sent",
          description: isRefusal && error.serverMessage ? error.serverMessage : SEND_FAILED,
          variant: "destructive",
        });
      },
    });
  });

  return (
    <Page
      title="Contact Us"
      subtitle="Questions about quotes, plans, refunds or safety: write to our support team and we will reply by email."
    >
      <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        {sentMessage ? (
          <div
            role="status"
            className="flex flex-col items-start gap-4 rounded-xl border border-green-200 bg-green-50 p-6"
          >
            <MailCheck className="size-8 text-green-700" aria-hidden="true" />
            <h2 className="text-xl font-semibold text-slate-900">Message sent</h2>
            <p className="text-slate-700">{sentMessage}</p>
            <Button
              variant="outline"
              onClick={() => {
                form.reset({ ...form.getValues(), subject: "", message: "" });
                send.reset();
                setSentMessage(null);
              }}
            >
              Send another message
            </Button>
          </div>
        ) : (
          <form onSubmit={onSubmit} noValidate className="space-y-5">
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField label="Your name" error={errors.name?.message} required>
                <Input autoComplete="name" {...form.register("name")} />
              </FormField>
              <FormField label="Your email address" error={errors.email?.message} required>
                <Input
                  type="email"
                  autoComplete="email"
                  autoCapitalize="none"
                  spellCheck={false}
                  {...form.register("email")}
                />
              </FormField>
            </div>
            <FormField label="What is it about?" error={errors.topic?.message} required>
              <Select {...form.register("topic")}>
                {Object.entries(CONTACT_TOPICS).map(([key, label]) => (
                  <option key={key} value={key}>
                    {label}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField label="Subject" error={errors.subject?.message} required>
              <Input {...form.register("subject")} />
            </FormField>
            <FormField label="Message" error={errors.message?.message} required>
              <Textarea rows={8} {...form.register("message")} />
            </FormField>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? "Sending..." : "Send Message"}
            </Button>
          </form>
        )}
        <aside aria-labelledby="contact-aside-heading" className="space-y-3 text-slate-700">
          <h2 id="contact-aside-heading" className="font-semibold text-slate-900">
            Looking for a quick answer?
          </h2>
          <p>
            The{" "}
            <Link
              to={paths.help}
              className="font-medium text-brand-700 underline underline-offset-4"
            >
              Help Centre
            </Link>{" "}
            answers the questions we are asked most. We reply to messages within one working day,
            Monday to Friday.
          </p>
        </aside>
      </div>
    </Page>
  );
}
