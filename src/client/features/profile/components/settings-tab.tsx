import { ChevronRight, Download, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "#client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "#client/components/ui/card";
import { toast } from "#client/components/ui/toast";
import { ToggleSwitch } from "#client/components/ui/toggle-switch";
import { AvailabilityCard } from "#client/features/availability";
import { PayoutSetupCard } from "#client/features/bookings";
import { ComplianceBadgesCard } from "#client/features/compliance-badges";
import { useDownloadAccountData } from "#client/features/profile/api/export-account";
import { currentProfileBody, useUpdateProfile } from "#client/features/profile/api/update-profile";
import { messageOf } from "#client/lib/api-client";
import { paths } from "#client/lib/paths";
import type { UserProfile } from "#shared/contracts/users";
import { DeleteAccountDialog } from "./delete-account-dialog";

export function SettingsTab({ user }: { user: UserProfile }) {
  const update = useUpdateProfile();
  const download = useDownloadAccountData();
  const [isDeleteOpen, setDeleteOpen] = useState(false);
  // Shows the wanted state at once; the session answer confirms it or the error puts it back.
  const wantedNotifications = update.isPending
    ? (update.variables?.emailNotifications ?? user.emailNotifications)
    : user.emailNotifications;

  const setNotifications = (enabled: boolean) =>
    update.mutate(
      { ...currentProfileBody(user), emailNotifications: enabled },
      {
        onSuccess() {
          toast({
            title: "Settings saved",
            description: enabled
              ? "You will get emails about new quotes, accepted quotes and messages."
              : "You will no longer get notification emails.",
            variant: "success",
          });
        },
        onError(error) {
          toast({
            title: "Update Failed",
            description: messageOf(error, "Failed to update profile"),
            variant: "destructive",
          });
        },
      },
    );

  const downloadData = () =>
    download.mutate(undefined, {
      onSuccess() {
        toast({ title: "Download ready", description: "Your data has been saved as a JSON file." });
      },
      onError(error) {
        toast({
          title: "Download Failed",
          description: messageOf(error, "Failed to download your data. Please try again."),
          variant: "destructive",
        });
      },
    });

  return (
    <div className="space-y-6">
      {user.role === "supplier" && (
        <>
          <PayoutSetupCard />
          <AvailabilityCard />
          <ComplianceBadgesCard />
        </>
      )}
      <Card>
        <CardHeader>
          <CardTitle>Notifications</CardTitle>
        </CardHeader>
        <CardContent>
          <ToggleSwitch
            label="Email notifications"
            description="Emails for new quotes, accepted quotes and new messages. In-app notifications always stay on."
            checked={wantedNotifications}
            onCheckedChange={setNotifications}
            disabled={update.isPending}
          />
          <Link
            to={paths.alertSettings}
            className="mt-4 inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
          >
            Alert settings: push alerts on this device, and each kind of alert by push, email or in
            the app
            <ChevronRight className="size-4 shrink-0" aria-hidden="true" />
          </Link>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Your data</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <p className="text-sm text-slate-600">
            Download everything EventEazy holds about you (your profile, requests, quotes, messages
            and reviews) as a JSON file.
          </p>
          <Button variant="outline" onClick={downloadData} disabled={download.isPending}>
            <Download aria-hidden="true" />
            {download.isPending ? "Preparing download..." : "Download my data"}
          </Button>
        </CardContent>
      </Card>

      <Card className="border-red-200">
        <section aria-labelledby="danger-zone-heading">
          <div className="space-y-1 p-6 pb-3">
            <h2
              id="danger-zone-heading"
              className="flex items-center gap-2 text-lg font-semibold text-red-800"
            >
              <TriangleAlert className="size-5" aria-hidden="true" />
              Danger Zone
            </h2>
          </div>
          <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="space-y-1">
              <h3 className="font-medium text-slate-900">Delete account</h3>
              <p className="text-sm text-slate-600">
                Permanently delete your account and personal data. You will need your password.
              </p>
            </div>
            <Button variant="destructive" onClick={() => setDeleteOpen(true)}>
              Delete account
            </Button>
          </CardContent>
        </section>
      </Card>
      <DeleteAccountDialog open={isDeleteOpen} onOpenChange={setDeleteOpen} />
    </div>
  );
}
