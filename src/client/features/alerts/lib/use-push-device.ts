import { useCallback, useEffect, useRef, useState } from "react";
import {
  type PushDeviceStatus,
  readPushDevice,
  turnOffPush,
  turnOnPush,
} from "#client/features/alerts/api/push-device";
import { messageOf } from "#client/lib/api-client";

export interface PushDevice {
  /** Null while the browser is being asked where it stands. */
  status: PushDeviceStatus | null;
  /** What is being done at the user's request, if anything. */
  working: "turningOn" | "turningOff" | null;
  /** Why the last attempt failed, in words for the user. */
  error: string | null;
  /** Set when the user was asked and did not allow notifications (but did not block them). */
  notAllowed: boolean;
  turnOn: () => void;
  turnOff: () => void;
}

export function usePushDevice(): PushDevice {
  const [status, setStatus] = useState<PushDeviceStatus | null>(null);
  const [working, setWorking] = useState<PushDevice["working"]>(null);
  const [error, setError] = useState<string | null>(null);
  const [notAllowed, setNotAllowed] = useState(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    readPushDevice()
      .then((found) => mounted.current && setStatus(found))
      .catch(() => mounted.current && setStatus("off"));
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(
    (kind: "turningOn" | "turningOff", action: () => Promise<PushDeviceStatus>, failed: string) => {
      setWorking(kind);
      setError(null);
      setNotAllowed(false);
      action()
        .then((next) => {
          if (!mounted.current) return;
          setStatus(next);
          setNotAllowed(kind === "turningOn" && next === "off");
        })
        .catch((reason: unknown) => mounted.current && setError(messageOf(reason, failed)))
        .finally(() => mounted.current && setWorking(null));
    },
    [],
  );

  return {
    status,
    working,
    error,
    notAllowed,
    turnOn: () =>
      run("turningOn", turnOnPush, "Push alerts could not be turned on. Please try again."),
    turnOff: () =>
      run("turningOff", turnOffPush, "Push alerts could not be turned off. Please try again."),
  };
}
