import { Lightbulb, Settings, UserRound, UserRoundCog } from "lucide-react";
import { Tabs as TabsPrimitive } from "radix-ui";
import { useSearchParams } from "react-router";
import { Page } from "#client/components/ui/page";
import { Tabs, TabsContent, TabsTrigger } from "#client/components/ui/tabs";
import { AccountTab } from "#client/features/profile/components/account-tab";
import { FeatureRequestsTab } from "#client/features/profile/components/feature-requests-tab";
import { ProfileTab } from "#client/features/profile/components/profile-tab";
import { SettingsTab } from "#client/features/profile/components/settings-tab";
import type { UserProfile } from "#shared/contracts/users";

const TABS = [
  { value: "profile", label: "Profile", icon: UserRound },
  { value: "account", label: "Account", icon: UserRoundCog },
  { value: "feature-requests", label: "Feature Requests", icon: Lightbulb },
  { value: "settings", label: "Settings", icon: Settings },
] as const;

type TabValue = (typeof TABS)[number]["value"];

function isTab(value: string | null): value is TabValue {
  return TABS.some((tab) => tab.value === value);
}

export function ProfilePage({ user }: { user: UserProfile }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get("tab");
  const tab: TabValue = isTab(requested) ? requested : "profile";

  const selectTab = (next: string) => {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === "profile") params.delete("tab");
        else params.set("tab", next);
        return params;
      },
      // Switching tabs is not a new page, so Back leaves the settings rather than stepping tabs.
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <Page title="Profile Settings" subtitle="Manage your profile, account and preferences.">
      <Tabs value={tab} onValueChange={selectTab}>
        {/* Two rows of two on a phone, so no tab hides off screen. */}
        <TabsPrimitive.List
          aria-label="Profile settings sections"
          className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1 sm:grid-cols-4"
        >
          {TABS.map(({ value, label, icon: Icon }) => (
            <TabsTrigger key={value} value={value}>
              <Icon className="size-4 shrink-0 max-sm:hidden" aria-hidden="true" />
              {label}
            </TabsTrigger>
          ))}
        </TabsPrimitive.List>
        <TabsContent value="profile">
          <ProfileTab user={user} />
        </TabsContent>
        <TabsContent value="account">
          <AccountTab user={user} />
        </TabsContent>
        <TabsContent value="feature-requests">
          <FeatureRequestsTab />
        </TabsContent>
        <TabsContent value="settings">
          <SettingsTab user={user} />
        </TabsContent>
      </Tabs>
    </Page>
  );
}
