import { useMutation } from "@tanstack/react-query";
import { api } from "#client/lib/api-client";

export function resendVerification(): Promise<{ message: string }> {
  return api.post<{ message: string }>("/api/auth/verify-email/resend");
}

export function useResendVerification() {
  // Each attempt sends an email: never repeated behind the user's back.
  return useMutation({ mutationFn: resendVerification, retry: false });
}
