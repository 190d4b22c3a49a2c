import { Lightbulb } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#client/components/ui/button";
import { Card, CardContent } from "#client/components/ui/card";
import { paths } from "#client/lib/paths";

export function FeatureRequestsTab() {
  return (
    <Card>
      <CardContent className="flex flex-col items-start gap-4 pt-6 sm:flex-row sm:items-center">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Lightbulb className="size-6" aria-hidden="true" />
        </span>
        <div className="flex-1 space-y-1">
          <h2 className="text-lg font-semibold text-slate-900">Help shape EventEazy</h2>
          <p className="text-sm text-slate-600">
            Suggest a feature, vote for the ideas you want most and follow what we are building
            next.
          </p>
        </div>
        <Button asChild>
          <Link to={paths.featureRequests}>Go to Feature Requests</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
