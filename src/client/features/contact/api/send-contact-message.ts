import { useMutation } from "@tanstack/react-query";
import { api } from "#client/lib/api-client";
import type { ContactBody } from "#shared/contracts/contact";

export function useSendContactMessage() {
  return useMutation({
    mutationFn: (body: ContactBody) => api.post<{ message: string }>("/api/contact", body),
    // Sending twice would email support twice.
    retry: false,
  });
}
