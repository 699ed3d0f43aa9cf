import { Button } from "../ui/button";
import type { UploadProgress } from "./resumable-upload";

const megabytes = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(1)} MB`;

/** How much of the file the server holds, a pause after a dropped connection, and the way on. */
export function UploadProgressView({ progress, onResume, onCancel }: { progress: UploadProgress; onResume: () => void; onCancel: () => void }) {
  if (progress.phase !== "sending" && progress.phase !== "stalled") return null;
  const share = progress.total > 0 ? progress.sent / progress.total : 0;
  return (
    <div className="grid gap-2 rounded-lg border border-line bg-paper p-3" role="status" aria-live="polite">
      <div className="flex items-center justify-between gap-2 text-sm">
        <span className="font-medium text-ink">{progress.phase === "stalled" ? "Upload paused" : "Uploading"}</span>
        <span className="text-ink-soft tabular-nums">
          {megabytes(progress.sent)} of {megabytes(progress.total)} · {Math.floor(share * 100)}%
        </span>
      </div>
      <progress className="h-2 w-full accent-brand-600" max={1} value={share} aria-label="Upload progress" />
      {progress.phase === "sending" && progress.resumed && (
        <p className="text-xs text-success">Resumed after a dropped connection: only the rest of the file is being sent.</p>
      )}
      {progress.phase === "stalled" && <p className="text-xs text-danger">{progress.message}</p>}
      <div className="flex gap-2">
        {progress.phase === "stalled" && (
          <Button type="button" size="sm" onClick={onResume}>
            Resume upload
          </Button>
        )}
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          Cancel upload
        </Button>
      </div>
    </div>
  );
}
