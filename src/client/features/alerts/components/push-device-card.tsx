import { BellOff, BellRing } from "lucide-react";
import { Button } from "#client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "#client/components/ui/card";
import type { PushDevice } from "#client/features/alerts/lib/use-push-device";

const STATUS_TEXT = {
  checking: "Checking this device…",
  unsupported:
    "This browser cannot show push alerts. Email and in-app alerts still reach you; on a phone, add EventEazy to your home screen first.",
  blocked:
    "Notifications from EventEazy are blocked in this browser. To get push alerts, allow notifications for this site in the browser's settings, then come back here.",
  off: "Push alerts are off for this device.",
  on: "Push alerts are on for this device.",
} as const;

/** Push on this browser: its state, a button that asks the browser's permission only when clicked, and a way back. */
export function PushDeviceCard({ device }: { device: PushDevice }) {
  const { status, working, error, notAllowed } = device;
  const isOn = status === "on";
  return (
    <Card>
      <section aria-labelledby="push-device-heading">
        <CardHeader>
          <CardTitle id="push-device-heading">Push alerts on this device</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <p role="status" className="flex items-start gap-2 text-sm text-slate-700">
            {isOn ? (
              <BellRing className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
            ) : (
              <BellOff className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
            )}
            <span>{STATUS_TEXT[status ?? "checking"]}</span>
          </p>
          {notAllowed && (
            <p className="text-sm text-slate-700">
              You did not allow notifications, so push alerts stay off. You can try again at any
              time.
            </p>
          )}
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          {status === "off" && (
            <Button onClick={device.turnOn} disabled={working !== null}>
              {working === "turningOn" ? "Turning on…" : "Turn on push alerts on this device"}
            </Button>
          )}
          {isOn && (
            <Button variant="outline" onClick={device.turnOff} disabled={working !== null}>
              {working === "turningOff" ? "Turning off…" : "Turn off push alerts on this device"}
            </Button>
          )}
          <p className="text-xs text-slate-600">
            Push alerts go to each device you turn them on for. Which alerts come by push is set
            below, for all your devices.
          </p>
        </CardContent>
      </section>
    </Card>
  );
}
