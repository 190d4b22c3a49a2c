import { Download, ShieldCheck, Trash2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Badge } from "#client/components/ui/badge";
import { Button } from "#client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "#client/components/ui/card";
import { FormField } from "#client/components/ui/form-field";
import { Input, Select } from "#client/components/ui/input";
import { Skeleton } from "#client/components/ui/skeleton";
import { toast } from "#client/components/ui/toast";
import {
  evidencePath,
  useAddBadge,
  useDeleteBadge,
  useOwnBadges,
} from "#client/features/compliance-badges/api/compliance-badges";
import { ApiError, messageOf } from "#client/lib/api-client";
import {
  ACCEPTED_EVIDENCE_TYPES,
  BadgeInput,
  type BadgeStatus,
  MAX_EVIDENCE_BYTES,
  type OwnBadgeView,
} from "#shared/contracts/compliance-badges";
import {
  BADGE_KIND_NAMES,
  BADGE_KINDS,
  type BadgeKind,
  DBS_TYPES,
} from "#shared/domain/compliance-badges";
import { formatLongDate } from "#shared/domain/format";

const STATUS_TONES: Record<BadgeStatus, "amber" | "green" | "red" | "neutral"> = {
  pending: "amber",
  verified: "green",
  rejected: "red",
  expired: "neutral",
};

const STATUS_WORDS: Record<BadgeStatus, string> = {
  pending: "Waiting for review",
  verified: "Verified",
  rejected: "Rejected",
  expired: "Expired",
};

interface FieldSpec {
  name: string;
  label: string;
  type: "text" | "number" | "date" | "rating" | "dbs";
  hint?: string;
}

/** The form's fields for each kind; the shared contract checks them on both sides. */
const KIND_FIELDS: Record<BadgeKind, FieldSpec[]> = {
  insurance: [
    { name: "insurer", label: "Insurer", type: "text" },
    { name: "policyNumber", label: "Policy number", type: "text" },
    { name: "coverPounds", label: "Cover (£)", type: "number", hint: "For example 5000000" },
    { name: "expiryDate", label: "Expiry date", type: "date" },
  ],
  food_hygiene: [
    { name: "rating", label: "FSA rating", type: "rating" },
    { name: "businessName", label: "Business name as rated", type: "text" },
    {
      name: "inspectionDate",
      label: "Inspection date",
      type: "date",
      hint: "A rating counts for two years after its inspection.",
    },
  ],
  dbs: [
    { name: "dbsType", label: "Check type", type: "dbs" },
    {
      name: "issueDate",
      label: "Issue date",
      type: "date",
      hint: "A certificate counts for three years after its issue.",
    },
  ],
  pat: [
    {
      name: "testDate",
      label: "Test date",
      type: "date",
      hint: "PAT testing counts for 12 months.",
    },
  ],
};

function BadgeRow({
  badge,
  onDelete,
  isDeleting,
}: {
  badge: OwnBadgeView;
  onDelete: () => void;
  isDeleting: boolean;
}) {
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-slate-900">{badge.label}</span>
          <Badge tone={STATUS_TONES[badge.status]}>{STATUS_WORDS[badge.status]}</Badge>
        </p>
        <p className="text-sm text-slate-600">
          {BADGE_KIND_NAMES[badge.kind]} · counts until{" "}
          {formatLongDate(`${badge.validUntil}T12:00:00Z`)}
        </p>
        {badge.status === "rejected" && badge.rejectionReason && (
          <p className="text-sm text-red-800">Reason: {badge.rejectionReason}</p>
        )}
        <a
          href={evidencePath(badge.id)}
          className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
        >
          <Download className="size-4" aria-hidden="true" />
          {badge.evidenceName}
        </a>
      </div>
      <Button
        variant="outline"
        size="sm"
        onClick={onDelete}
        disabled={isDeleting}
        aria-label={`Remove ${badge.label}`}
      >
        <Trash2 aria-hidden="true" />
        Remove
      </Button>
    </li>
  );
}

function AddBadgeForm({ onDone }: { onDone: () => void }) {
  const formId = useId();
  const add = useAddBadge();
  const [kind, setKind] = useState<BadgeKind>("insurance");
  const [values, setValues] = useState<Record<string, string>>({});
  const [evidence, setEvidence] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = BadgeInput.safeParse({ kind, ...values });
    const found: Record<string, string> = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? "kind");
        found[field] ??= issue.message;
      }
    if (!evidence) found.evidence = "Please attach the evidence: a PDF, JPEG or PNG file.";
    else if (evidence.size > MAX_EVIDENCE_BYTES)
      found.evidence = "The evidence file must be 10 MB or smaller.";
    setErrors(found);
    if (!parsed.success || !evidence || found.evidence) return;
    add.mutate(
      { details: parsed.data, evidence },
      {
        onSuccess() {
          toast({
            title: "Badge sent for review",
            description: "We will email you when an admin has checked it.",
            variant: "success",
          });
          onDone();
        },
        onError(error) {
          if (error instanceof ApiError && error.fieldErrors)
            setErrors(
              Object.fromEntries(
                Object.entries(error.fieldErrors).map(([field, messages]) => [
                  field,
                  messages[0] ?? "",
                ]),
              ),
            );
          toast({
            title: "Badge not added",
            description: messageOf(error, "Could not add this badge. Please try again."),
            variant: "destructive",
          });
        },
      },
    );
  };

  const field = (spec: FieldSpec) => {
    const value = values[spec.name] ?? "";
    const set = (next: string) => setValues((current) => ({ ...current, [spec.name]: next }));
    const control =
      spec.type === "rating" ? (
        <Select value={value} onChange={(e) => set(e.target.value)}>
          <option value="">Choose…</option>
          {[5, 4, 3, 2, 1, 0].map((rating) => (
            <option key={rating} value={rating}>
              {rating}
            </option>
          ))}
        </Select>
      ) : spec.type === "dbs" ? (
        <Select value={value} onChange={(e) => set(e.target.value)}>
          <option value="">Choose…</option>
          {DBS_TYPES.map((type) => (
            <option key={type} value={type}>
              {type[0]?.toUpperCase()}
              {type.slice(1)}
            </option>
          ))}
        </Select>
      ) : (
        <Input
          type={spec.type}
          inputMode={spec.type === "number" ? "numeric" : undefined}
          value={value}
          onChange={(e) => set(e.target.value)}
        />
      );
    return (
      <FormField
        key={spec.name}
        label={spec.label}
        hint={spec.hint}
        error={errors[spec.name]}
        required
      >
        {control}
      </FormField>
    );
  };

  return (
    <form id={formId} onSubmit={submit} noValidate className="space-y-4 rounded-lg bg-slate-50 p-4">
      <FormField label="Kind of badge" required>
        <Select
          value={kind}
          onChange={(e) => {
            setKind(e.target.value as BadgeKind);
            setValues({});
            setErrors({});
          }}
        >
          {BADGE_KINDS.map((option) => (
            <option key={option} value={option}>
              {BADGE_KIND_NAMES[option]}
            </option>
          ))}
        </Select>
      </FormField>
      {KIND_FIELDS[kind].map(field)}
      <FormField
        label="Evidence"
        hint="A PDF, JPEG or PNG of the certificate or policy schedule, at most 10 MB. Only you and EventEazy's admins can open it."
        error={errors.evidence}
        required
      >
        <input
          type="file"
          accept={ACCEPTED_EVIDENCE_TYPES.join(",")}
          onChange={(e) => setEvidence(e.target.files?.[0] ?? null)}
          className="block w-full text-sm text-slate-800 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:font-medium file:text-brand-800"
        />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? "Sending..." : "Send for review"}
        </Button>
        <Button type="button" variant="outline" onClick={onDone} disabled={add.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** A supplier's compliance badges: every one with its status, and a form to add another. */
export function ComplianceBadgesCard() {
  const badges = useOwnBadges();
  const remove = useDeleteBadge();
  const [isAdding, setAdding] = useState(false);
  const list = badges.data?.badges;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Compliance badges</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm text-slate-600">
          Insurance, food hygiene, DBS and PAT badges show on your card and profile once an admin
          has checked your evidence, until the day they end. We remind you 30 and 7 days before.
        </p>
        {badges.isError && (
          <p className="text-sm text-red-800">
            {messageOf(badges.error, "Could not load your badges. Please try again.")}
          </p>
        )}
        {list && list.length > 0 && (
          <ul aria-label="Your badges" className="space-y-3">
            {list.map((badge) => (
              <BadgeRow
                key={badge.id}
                badge={badge}
                isDeleting={remove.isPending && remove.variables === badge.id}
                onDelete={() =>
                  remove.mutate(badge.id, {
                    onError(error) {
                      toast({
                        title: "Badge not removed",
                        description: messageOf(error, "Please try again."),
                        variant: "destructive",
                      });
                    },
                  })
                }
              />
            ))}
          </ul>
        )}
        {list && list.length === 0 && !isAdding && (
          <p className="text-sm text-slate-700">You have no badges yet.</p>
        )}
        {/* Offered once the list is in, so the button is not moved down under a tap by its arrival. */}
        {badges.isPending ? (
          <Skeleton className="h-10 w-36" />
        ) : isAdding ? (
          <AddBadgeForm onDone={() => setAdding(false)} />
        ) : (
          <Button variant="outline" onClick={() => setAdding(true)}>
            <ShieldCheck aria-hidden="true" />
            Add a badge
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
