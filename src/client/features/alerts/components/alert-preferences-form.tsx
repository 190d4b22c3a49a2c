import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import { Button } from "#client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "#client/components/ui/card";
import { Input, Label } from "#client/components/ui/input";
import { ToggleSwitch } from "#client/components/ui/toggle-switch";
import { useSaveAlertPreferences } from "#client/features/alerts/api/alert-preferences";
import { messageOf } from "#client/lib/api-client";
import { paths } from "#client/lib/paths";
import {
  ALERT_CHANNELS,
  type AlertChannel,
  type AlertKind,
  AlertPreferences,
  type LeadAlertTiming,
  type QuietHours,
} from "#shared/contracts/alert-preferences";
import type { Role } from "#shared/contracts/users";

const KINDS: Array<{ kind: AlertKind; title: string; description: string; role?: Role }> = [
  {
    kind: "leads",
    title: "New leads",
    description: "An organizer posts an event request in your categories.",
    role: "supplier",
  },
  { kind: "messages", title: "Messages", description: "Someone sends you a message." },
  { kind: "quotes", title: "Quotes", description: "A quote is sent, accepted or declined." },
  {
    kind: "reminders",
    title: "Reminders",
    description: "Events coming up and quotes about to expire.",
  },
];

const CHANNEL_LABEL: Record<AlertChannel, string> = {
  push: "Push",
  email: "Email",
  inApp: "In the app",
};

const TIMINGS: Array<{ value: LeadAlertTiming; label: string; description: string }> = [
  { value: "instant", label: "Instant", description: "Each lead as soon as it is posted." },
  {
    value: "dailyDigest",
    label: "Daily digest",
    description: "One email a day listing the day's leads. Push and in-app alerts stay instant.",
  },
];

const DEFAULT_QUIET_HOURS: QuietHours = { from: "22:00", to: "07:00" };

/** The user's alert settings as a form: channels per kind, how leads arrive, and quiet hours. */
export function AlertPreferencesForm({
  saved,
  role,
  emailsOn,
}: {
  saved: AlertPreferences;
  role: Role;
  /** The account's switch for all notification emails, in the profile's settings. */
  emailsOn: boolean;
}) {
  const save = useSaveAlertPreferences();
  const [draft, setDraft] = useState<AlertPreferences>(saved);
  // Kept while quiet hours are off, so turning them on again brings back the same times.
  const [hours, setHours] = useState<QuietHours>(saved.quietHours ?? DEFAULT_QUIET_HOURS);
  const [hoursError, setHoursError] = useState<string | null>(null);
  const [justSaved, setJustSaved] = useState(false);
  const timingName = useId();
  const fromId = useId();
  const toId = useId();

  const change = (next: AlertPreferences) => {
    setDraft(next);
    setJustSaved(false);
    save.reset();
  };
  const setChannel = (kind: AlertKind, channel: AlertChannel, on: boolean) =>
    change({ ...draft, [kind]: { ...draft[kind], [channel]: on } });
  const setQuietHours = (next: QuietHours | null) => {
    if (next) setHours(next);
    setHoursError(null);
    change({ ...draft, quietHours: next });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = AlertPreferences.safeParse(draft);
    if (!checked.success) {
      setHoursError(checked.error.issues[0]?.message ?? "Please check the quiet hours.");
      return;
    }
    save.mutate(checked.data, { onSuccess: () => setJustSaved(true) });
  };

  const kinds = KINDS.filter((entry) => !entry.role || entry.role === role);
  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-label="Alert settings">
      <Card>
        <section aria-labelledby="alert-kinds-heading">
          <CardHeader>
            <CardTitle id="alert-kinds-heading">What you hear about, and how</CardTitle>
            <p className="text-sm text-slate-600">
              Push alerts reach the devices you turned them on for; emails go to your account's
              address; in-app alerts appear under the bell.
            </p>
            {!emailsOn && (
              <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
                Email notifications are off for your account, so no alert emails go out whatever you
                choose here. Turn them on in your{" "}
                <Link to={paths.profile} className="font-medium underline">
                  profile's settings
                </Link>
                .
              </p>
            )}
          </CardHeader>
          <CardContent className="space-y-6">
            {kinds.map(({ kind, title, description }) => (
              <fieldset
                key={kind}
                className="space-y-3 border-t border-slate-200 pt-4 first:border-0 first:pt-0"
              >
                <legend className="float-left w-full">
                  <span className="block font-medium text-slate-900">{title}</span>
                  <span className="block text-sm text-slate-600">{description}</span>
                </legend>
                <div className="clear-both grid gap-3 sm:grid-cols-3 sm:gap-6">
                  {ALERT_CHANNELS.map((channel) => (
                    <ToggleSwitch
                      key={channel}
                      label={CHANNEL_LABEL[channel]}
                      checked={draft[kind][channel]}
                      onCheckedChange={(on) => setChannel(kind, channel, on)}
                    />
                  ))}
                </div>
                {kind === "leads" && (
                  <fieldset className="space-y-2 pt-2">
                    <legend className="text-sm font-medium text-slate-900">
                      How new leads arrive
                    </legend>
                    {TIMINGS.map((timing) => (
                      <label
                        key={timing.value}
                        className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg p-2 hover:bg-slate-50"
                      >
                        <input
                          type="radio"
                          name={timingName}
                          value={timing.value}
                          checked={draft.leadTiming === timing.value}
                          onChange={() => change({ ...draft, leadTiming: timing.value })}
                          className="mt-1 size-4 accent-brand-700"
                        />
                        <span>
                          <span className="block text-sm font-medium text-slate-900">
                            {timing.label}
                          </span>
                          <span className="block text-sm text-slate-600">{timing.description}</span>
                        </span>
                      </label>
                    ))}
                  </fieldset>
                )}
              </fieldset>
            ))}
          </CardContent>
        </section>
      </Card>

      <Card>
        <section aria-labelledby="quiet-hours-heading">
          <CardHeader>
            <CardTitle id="quiet-hours-heading">Quiet hours</CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            <ToggleSwitch
              label="Hold push alerts during quiet hours"
              description="Push alerts wait until your quiet hours end. Times are UK time."
              checked={draft.quietHours !== null}
              onCheckedChange={(on) => setQuietHours(on ? hours : null)}
            />
            {draft.quietHours && (
              <div className="grid grid-cols-2 gap-4 sm:max-w-sm">
                <div className="space-y-1.5">
                  <Label htmlFor={fromId}>From (UK time)</Label>
                  <Input
                    id={fromId}
                    type="time"
                    step={60}
                    value={draft.quietHours.from}
                    onChange={(event) => setQuietHours({ ...hours, from: event.target.value })}
                  />
                </div>
                <div className="space-y-1.5">
                  <Label htmlFor={toId}>To (UK time)</Label>
                  <Input
                    id={toId}
                    type="time"
                    step={60}
                    value={draft.quietHours.to}
                    aria-invalid={hoursError ? true : undefined}
                    aria-describedby={hoursError ? `${toId}-error` : undefined}
                    onChange={(event) => setQuietHours({ ...hours, to: event.target.value })}
                  />
                </div>
                {hoursError && (
                  <p id={`${toId}-error`} className="col-span-2 text-sm text-red-700">
                    {hoursError}
                  </p>
                )}
              </div>
            )}
          </CardContent>
        </section>
      </Card>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving…" : "Save alert settings"}
        </Button>
        <p role="status" className="text-sm text-slate-700">
          {justSaved ? "Your alert settings are saved." : ""}
        </p>
      </div>
      {save.isError && (
        <p role="alert" className="text-sm text-red-700">
          {messageOf(save.error, "Your alert settings could not be saved. Please try again.")}
        </p>
      )}
    </form>
  );
}
