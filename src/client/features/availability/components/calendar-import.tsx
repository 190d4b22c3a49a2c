import { Upload } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "#client/components/ui/button";
import { FormField } from "#client/components/ui/form-field";
import { useImportCalendar } from "#client/features/availability/api/availability";
import { messageOf } from "#client/lib/api-client";
import {
  CALENDAR_FILE_INVALID_MESSAGE,
  CALENDAR_FILE_MISSING_MESSAGE,
  CALENDAR_FILE_TOO_LARGE_MESSAGE,
  type CalendarImportResult,
  MAX_CALENDAR_IMPORT_BYTES,
} from "#shared/contracts/availability";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "Blocked 4 days from 2 events", or why nothing was blocked. */
export function describeImport({ events, blockedDays }: CalendarImportResult): string {
  if (events === 0) return "The file has no events from today on, so no days were blocked.";
  if (blockedDays === 0)
    return `No new days blocked: the ${plural(events, "event", "events")} in the file fall on days already unavailable.`;
  return `Blocked ${plural(blockedDays, "day", "days")} from ${plural(events, "event", "events")}.`;
}

/** Blocks the days of another calendar's events, from an .ics file exported from it. */
export function CalendarImport() {
  const headingId = useId();
  const importCalendar = useImportCalendar();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [result, setResult] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    if (!file) {
      setError(CALENDAR_FILE_MISSING_MESSAGE);
      return;
    }
    // The server refuses it too; saying so here saves sending a large file for nothing.
    if (file.size > MAX_CALENDAR_IMPORT_BYTES) {
      setError(CALENDAR_FILE_TOO_LARGE_MESSAGE);
      return;
    }
    setError(undefined);
    importCalendar.mutate(file, {
      onSuccess: (imported) => setResult(describeImport(imported)),
      onError: (failure) => setError(messageOf(failure, CALENDAR_FILE_INVALID_MESSAGE)),
    });
  };

  return (
    <form aria-labelledby={headingId} noValidate onSubmit={submit} className="space-y-3">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        Import from your calendar app
      </h3>
      <FormField
        label="Calendar file (.ics)"
        hint="Export your calendar from Google Calendar, Outlook or Apple Calendar as an .ics file of at most 1 MB. Every day one of its events touches is marked unavailable."
        error={error}
      >
        <input
          type="file"
          accept=".ics,text/calendar"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setError(undefined);
            setResult(null);
          }}
          className="block w-full text-sm text-slate-800 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:font-medium file:text-brand-800"
        />
      </FormField>
      <Button type="submit" variant="outline" disabled={importCalendar.isPending}>
        <Upload aria-hidden="true" />
        {importCalendar.isPending ? "Importing…" : "Import calendar"}
      </Button>
      <p role="status" className="text-sm font-medium text-green-800">
        {result}
      </p>
    </form>
  );
}
