import { Upload } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { type ContainerField, containerFieldLabels, documentMessages, statusCodeLabel, statusCodesByState } from "../../../contract/documents";
import { documentEndpoints } from "../../../contract/endpoints/documents";
import { ApiRequestError, queryKeyOf } from "../../lib/api";
import { useEndpointMutation, useEndpointQuery } from "../../lib/use-endpoint";
import { Button } from "../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "../ui/dialog";
import { Field } from "../ui/form-field";
import { Input } from "../ui/input";
import { Select } from "../ui/select";
import { documentPath } from "./paths";
import { useResumableUpload } from "./resumable-upload";
import { UploadProgressView } from "./upload-progress";

type Choice = "wip" | "shared";
const pickers: { field: Exclude<ContainerField, "project" | "number">; rule: "originators" | "volumes" | "levels" | "types" | "roles" }[] = [
  { field: "originator", rule: "originators" },
  { field: "volume", rule: "volumes" },
  { field: "level", rule: "levels" },
  { field: "type", rule: "types" },
  { field: "role", rule: "roles" },
];
const ACCEPT = ".ifc,.pdf,.dwg,.rvt,.nwd,.nwc,.xlsx,.docx,.zip,.bcf,.bcfzip,.png,.jpg,.jpeg,.webp,.gif,.tif,.tiff";

/** Where the first or next revision goes: its state on arrival and its status code. */
function StateFields({ state, onState, code, onCode }: { state: Choice; onState: (s: Choice) => void; code: string; onCode: (c: string) => void }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="On arrival">
        {(control) => (
          <Select
            {...control}
            value={state}
            onChange={(event) => {
              const next = event.target.value as Choice;
              onState(next);
              onCode(next === "wip" ? "S0" : "S2");
            }}
          >
            <option value="wip">Work in progress (the firm only)</option>
            <option value="shared">Shared with the client</option>
          </Select>
        )}
      </Field>
      <Field label="Status code">
        {(control) => (
          <Select {...control} value={code} onChange={(event) => onCode(event.target.value)}>
            {statusCodesByState[state].map((c) => (
              <option key={c} value={c}>
                {statusCodeLabel(c)}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </div>
  );
}

/** 'Upload a document': the container name from the project's naming rules, a title and the file, sent resumably. */
export function NewDocumentDialog({ projectId }: { projectId: string }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const rules = useEndpointQuery(documentEndpoints.namingRules, { params: { id: projectId } }, { enabled: open });
  const { progress, send, resume, cancel } = useResumableUpload(projectId);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [title, setTitle] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<Choice>("wip");
  const [code, setCode] = useState("S0");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useEndpointMutation(documentEndpoints.create, {
    success: { title: documentMessages.created },
    invalidates: [queryKeyOf(documentEndpoints.list)],
  });
  const busy = progress.phase === "sending" || progress.phase === "stalled" || create.isPending;
  const r = rules.data?.rules;
  const value = (field: ContainerField, first?: string) => fields[field] ?? first ?? "";

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!r) return;
    const found: Record<string, string> = {};
    if (!file) found.file = "Choose the file to upload.";
    if (title.trim().length < 2) found.title = "Title must be 2 to 200 characters";
    if (!new RegExp(`^\\d{${r.numberDigits}}$`).test(value("number"))) found.number = `Number: ${r.numberDigits} digits`;
    setErrors(found);
    if (!file || Object.keys(found).length > 0) return;
    try {
      const uploadId = await send(file);
      const body = {
        project: r.project,
        originator: value("originator", r.originators[0]),
        volume: value("volume", r.volumes[0]),
        level: value("level", r.levels[0]),
        type: value("type", r.types[0]),
        role: value("role", r.roles[0]),
        number: value("number"),
        title,
        uploadId,
        state,
        statusCode: code,
      };
      const saved = await create.mutateAsync({ params: { id: projectId }, body });
      setOpen(false);
      navigate(documentPath(projectId, saved.document.id));
    } catch (error) {
      if (error instanceof ApiRequestError && error.errors) setErrors(error.errors);
      else if (error instanceof Error && error.message !== "Upload canceled.") setErrors({ file: error.message });
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <DialogTrigger asChild>
        <Button size="sm">
          <Upload aria-hidden="true" /> Upload a document
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Upload a document</DialogTitle>
          <DialogDescription>
            The container name follows the project's naming rules. Large models upload in parts and resume if the connection drops.
          </DialogDescription>
        </DialogHeader>
        {!r ? (
          <p className="text-sm text-ink-soft">{rules.error ? rules.error.message : "Loading the project's naming rules…"}</p>
        ) : (
          <form noValidate className="grid gap-4" onSubmit={submit} aria-label="Upload a document">
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              <Field label={containerFieldLabels.project} value={r.project} readOnly />
              {pickers.map(({ field, rule }) => (
                <Field key={field} label={containerFieldLabels[field]} error={errors[field]}>
                  {(control) => (
                    <Select {...control} value={value(field, r[rule][0])} onChange={(event) => setFields({ ...fields, [field]: event.target.value })}>
                      {r[rule].map((c) => (
                        <option key={c}>{c}</option>
                      ))}
                    </Select>
                  )}
                </Field>
              ))}
              <Field
                label={containerFieldLabels.number}
                inputMode="numeric"
                placeholder={`${"0".repeat(r.numberDigits - 1)}1`}
                value={value("number")}
                error={errors.number}
                onChange={(event) => setFields({ ...fields, number: event.target.value })}
              />
            </div>
            <Field
              label="Title"
              value={title}
              error={errors.title}
              onChange={(event) => setTitle(event.target.value)}
              placeholder="Ground floor general arrangement plan"
            />
            <StateFields state={state} onState={setState} code={code} onCode={setCode} />
            <Field label="File" error={errors.file ?? errors.uploadId} hint="IFC, PDF, DWG, RVT, NWD/NWC, XLSX, DOCX, ZIP, BCF or an image, up to 5 GB">
              {(control) => <Input {...control} type="file" accept={ACCEPT} onChange={(event) => setFile(event.target.files?.[0] ?? null)} />}
            </Field>
            <UploadProgressView progress={progress} onResume={resume} onCancel={() => void cancel()} />
            <div className="flex justify-end gap-2">
              <Button type="submit" disabled={busy}>
                {create.isPending ? "Saving…" : busy ? "Uploading…" : "Upload"}
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** 'Upload a new revision': the next file of the same container; the older revision is marked superseded. */
export function NewRevisionDialog({ projectId, documentId, containerName }: { projectId: string; documentId: string; containerName: string }) {
  const [open, setOpen] = useState(false);
  const { progress, send, resume, cancel } = useResumableUpload(projectId);
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<Choice>("wip");
  const [code, setCode] = useState("S0");
  const [error, setError] = useState<string | undefined>();
  const add = useEndpointMutation(documentEndpoints.addRevision, {
    success: { title: "Revision added", description: (data) => data.message },
    invalidates: [queryKeyOf(documentEndpoints.detail), queryKeyOf(documentEndpoints.list), queryKeyOf(documentEndpoints.audit)],
  });
  const busy = progress.phase === "sending" || progress.phase === "stalled" || add.isPending;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) return setError("Choose the file to upload.");
    setError(undefined);
    try {
      const uploadId = await send(file);
      await add.mutateAsync({ params: { id: documentId }, body: { uploadId, state, statusCode: code } });
      setOpen(false);
      setFile(null);
    } catch (failure) {
      if (failure instanceof Error && failure.message !== "Upload canceled.") setError(failure.message);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <DialogTrigger asChild>
        <Button size="sm">
          <Upload aria-hidden="true" /> Upload a new revision
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>New revision of {containerName}</DialogTitle>
          <DialogDescription>The current revision stays downloadable and is marked superseded.</DialogDescription>
        </DialogHeader>
        <form noValidate className="grid gap-4" onSubmit={submit} aria-label="Upload a new revision">
          <StateFields state={state} onState={setState} code={code} onCode={setCode} />
          <Field label="File" error={error}>
            {(control) => <Input {...control} type="file" accept={ACCEPT} onChange={(event) => setFile(event.target.files?.[0] ?? null)} />}
          </Field>
          <UploadProgressView progress={progress} onResume={resume} onCancel={() => void cancel()} />
          <div className="flex justify-end">
            <Button type="submit" disabled={busy}>
              {add.isPending ? "Saving…" : busy ? "Uploading…" : "Upload revision"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
