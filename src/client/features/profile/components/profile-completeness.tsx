import { Circle, CircleCheck, EyeOff, Pencil } from "lucide-react";
import { Button } from "#client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "#client/components/ui/card";
import type { UserProfile } from "#shared/contracts/users";

interface Step {
  key: string;
  isDone: boolean;
  done: string;
  prompt: string;
  /** What the step adds, as a list of what is missing names it; set for the steps the directory needs. */
  neededToBeFound?: string;
}

/** What a supplier's card and public profile need before organizers see the whole picture. */
export function completenessSteps(user: UserProfile): Step[] {
  return [
    {
      key: "cover",
      isDone: Boolean(user.coverImage),
      done: "Cover image added",
      prompt: "Add a cover image: it leads your card in the directory.",
    },
    {
      key: "avatar",
      isDone: Boolean(user.profileImage),
      done: "Profile image added",
      prompt: "Add a profile image or logo, so organizers recognise you in messages and quotes.",
    },
    {
      key: "description",
      isDone: Boolean(user.description?.trim()),
      done: "Description written",
      prompt: "Write a description: what you offer, where, and what makes you different.",
      neededToBeFound: "a description",
    },
    {
      key: "categories",
      isDone: user.categories.length > 0,
      done: "Categories chosen",
      prompt: "Choose your categories, so you appear when organizers filter the directory.",
      neededToBeFound: "a category",
    },
    {
      key: "location",
      isDone: user.latitude !== null && user.longitude !== null,
      done: "Base location set",
      prompt: "Set your base location, so organizers searching near them find you.",
      neededToBeFound: "your base location",
    },
    {
      key: "price",
      isDone: Boolean(user.priceRange),
      done: "Starting price set",
      prompt: "Set a “Starting from” price, so your card tells organizers what to budget.",
    },
  ];
}

/** "a description, a category and your base location" */
function listOfMissing(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/**
 * The directory lists a supplier only once their profile has a category, a place and a
 * description (the server's rule, docs/decisions/0057); until then this says what is missing.
 */
function NotFoundYet({ steps }: { steps: Step[] }) {
  const missing = steps.flatMap((step) =>
    !step.isDone && step.neededToBeFound ? [step.neededToBeFound] : [],
  );
  if (missing.length === 0) return null;
  return (
    <div className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <EyeOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        <span className="font-semibold">Organizers can't find you in the directory yet.</span> Add{" "}
        {listOfMissing(missing)} to be listed.
      </p>
    </div>
  );
}

/** Shown to a supplier until every step is done; then it gets out of the way. */
export function ProfileCompleteness({ user, onEdit }: { user: UserProfile; onEdit: () => void }) {
  const steps = completenessSteps(user);
  const doneCount = steps.filter((step) => step.isDone).length;
  if (doneCount === steps.length) return null;
  const percent = Math.round((doneCount / steps.length) * 100);
  return (
    <Card>
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1">
          <CardTitle id="completeness-heading">Complete your profile</CardTitle>
          <p className="text-sm text-slate-600">
            Profiles with photos, a description and a price get more enquiries.
          </p>
        </div>
        <Button size="sm" variant="outline" onClick={onEdit} className="sm:shrink-0">
          <Pencil aria-hidden="true" />
          Complete profile
        </Button>
      </CardHeader>
      <CardContent className="space-y-4">
        <NotFoundYet steps={steps} />
        <div className="space-y-1">
          <div className="flex justify-between text-sm font-medium text-slate-800">
            <span>Profile completeness</span>
            <span aria-hidden="true">
              {doneCount} of {steps.length} done
            </span>
          </div>
          {/* The native meter speaks to assistive technology; the bar beside it is its picture. */}
          <meter
            className="sr-only"
            aria-label="Profile completeness"
            min={0}
            max={steps.length}
            value={doneCount}
          >
            {doneCount} of {steps.length} done
          </meter>
          <div aria-hidden="true" className="h-2 w-full overflow-hidden rounded-full bg-slate-200">
            <div className="h-full rounded-full bg-brand-700" style={{ width: `${percent}%` }} />
          </div>
        </div>
        <ul aria-label="Still to do" className="space-y-2">
          {steps
            .filter((step) => !step.isDone)
            .map((step) => (
              <li key={step.key} className="flex items-start gap-2 text-sm text-slate-800">
                <Circle className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
                {step.prompt}
              </li>
            ))}
        </ul>
        {doneCount > 0 && (
          <ul aria-label="Done" className="flex flex-wrap gap-x-4 gap-y-1">
            {steps
              .filter((step) => step.isDone)
              .map((step) => (
                <li key={step.key} className="flex items-center gap-1.5 text-xs text-slate-600">
                  <CircleCheck className="size-3.5 text-green-700" aria-hidden="true" />
                  {step.done}
                </li>
              ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
