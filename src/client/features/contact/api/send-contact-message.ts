import { useMutation } from "@tanstack/react-query";
import type { ContactBody } from "../../../../shared/contracts/contact";
import { api } from "../../../lib/api-client";

export function useSendContactMessage() {
  return useMutation({
    mutationFn: (body: ContactBody) => api.post<{ message: string }>("/api/contact", body),
    // Sending twice would email support twice.
    retry: false,
  });
}
