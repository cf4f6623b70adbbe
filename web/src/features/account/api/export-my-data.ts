import type { DataArchive } from "@dutchpot/contract";
import { useMutation } from "@tanstack/react-query";
import { callApi } from "../../../lib/api/index.ts";

/** `GET Customers/ExportMyData`: everything held about the caller. */
export function exportMyData(): Promise<DataArchive> {
  return callApi("Customers.ExportMyData");
}

/** Saves the archive as a JSON file through a temporary link. */
export function saveArchive(archive: DataArchive, now = new Date()): string {
  const fileName = `dutchpot-data-${now.toISOString().slice(0, 10)}.json`;
  const url = URL.createObjectURL(new Blob([JSON.stringify(archive, null, 2)], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return fileName;
}

export function useDownloadArchive() {
  return useMutation({ mutationFn: async () => saveArchive(await exportMyData()) });
}
