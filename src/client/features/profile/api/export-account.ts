import { useMutation } from "@tanstack/react-query";
import { api } from "#client/lib/api-client";
import type { AccountExport } from "#shared/contracts/account-export";

export function exportAccount() {
  return api.get<AccountExport>("/api/auth/export");
}

function saveAsFile(data: AccountExport, fileName: string) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers start the download only after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useDownloadAccountData() {
  return useMutation({
    mutationFn: exportAccount,
    onSuccess(data) {
      const day = new Date().toISOString().slice(0, 10);
      saveAsFile(data, `eventeazy-data-${data.profile.username}-${day}.json`);
    },
  });
}
