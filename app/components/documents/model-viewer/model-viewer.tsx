import { Box, Layers, RotateCcw, Scissors } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Button } from "../../ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card";
import { ErrorState } from "../../ui/query-state";
import { fetchRevisionBytes } from "../file-bytes";
import type { CameraView, ModelScene, PickedElement } from "./scene";
import { ElementList, PropertiesPanel } from "./model-panels";

type Stage = { step: "download" | "convert"; fraction: number } | { step: "ready" } | { step: "failed"; message: string };

const stepLabels = { download: "Downloading the model", convert: "Preparing the geometry" } as const;

/**
 * The 3D viewer of an IFC revision: the That Open Engine scene is imported only here, so its code and the
 * WebAssembly it needs reach no other screen (decision 039).
 */
export function ModelViewer({ documentId, revisionId, title }: { documentId: string; revisionId?: string; title: string }) {
  const container = useRef<HTMLElement>(null);
  const scene = useRef<ModelScene | null>(null);
  const [stage, setStage] = useState<Stage>({ step: "download", fraction: 0 });
  const [picked, setPicked] = useState<PickedElement | null>(null);
  const [levels, setLevels] = useState<ModelScene["levels"]>([]);
  const [heights, setHeights] = useState({ min: 0, max: 0 });
  const [sectionAt, setSectionAt] = useState<number | null>(null);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt is what "Try again" asks for
  useEffect(() => {
    const aborted = new AbortController();
    let opened: ModelScene | null = null;
    setStage({ step: "download", fraction: 0 });
    (async () => {
      const bytes = await fetchRevisionBytes(documentId, revisionId, (fraction) => setStage({ step: "download", fraction }), aborted.signal);
      const [{ openModelScene }] = await Promise.all([import("./scene")]);
      if (aborted.signal.aborted || !container.current) return;
      setStage({ step: "convert", fraction: 0 });
      opened = await openModelScene(container.current, bytes, {
        onProgress: (fraction) => setStage({ step: "convert", fraction }),
        onSelect: setPicked,
      });
      if (aborted.signal.aborted) return opened.dispose();
      scene.current = opened;
      setLevels(opened.levels);
      setHeights(opened.heights);
      setStage({ step: "ready" });
    })().catch((error: unknown) => {
      if (aborted.signal.aborted) return;
      console.error("The model viewer failed:", error);
      setStage({ step: "failed", message: error instanceof Error ? error.message : "The model could not be opened." });
    });
    return () => {
      aborted.abort();
      opened?.dispose();
      scene.current = null;
    };
  }, [documentId, revisionId, attempt]);

  const view = useCallback((kind: CameraView) => void scene.current?.view(kind), []);
  const section = useCallback((height: number | null) => {
    setSectionAt(height);
    scene.current?.section(height);
  }, []);
  const ready = stage.step === "ready";

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="grid gap-3">
        <div role="toolbar" aria-label="Model view" className="flex flex-wrap items-center gap-2">
          <Button size="sm" variant="outline" disabled={!ready} onClick={() => view("3d")}>
            <Box aria-hidden="true" /> 3D view
          </Button>
          <Button size="sm" variant="outline" disabled={!ready} onClick={() => view("front")}>
            Front
          </Button>
          <Button size="sm" variant="outline" disabled={!ready} onClick={() => view("top")}>
            Top
          </Button>
          <span className="mx-1 hidden h-6 w-px bg-line sm:inline-block" aria-hidden="true" />
          <Button
            size="sm"
            variant={sectionAt === null ? "outline" : "primary"}
            disabled={!ready}
            aria-pressed={sectionAt !== null}
            onClick={() => section(sectionAt === null ? Math.round(heights.max * 5) / 10 : null)}
          >
            <Scissors aria-hidden="true" /> Section
          </Button>
          {sectionAt !== null && (
            <label className="flex min-w-48 flex-1 items-center gap-2 text-sm text-ink-soft">
              <span className="whitespace-nowrap">Cut at {sectionAt.toFixed(1)} m</span>
              <input
                type="range"
                className="w-full accent-brand-600"
                min={heights.min}
                max={heights.max}
                step={0.1}
                value={sectionAt}
                aria-label="Section height in meters"
                onChange={(event) => section(Number(event.target.value))}
              />
            </label>
          )}
        </div>
        <div className="relative overflow-hidden rounded-xl border border-line bg-slate-100">
          <section ref={container} aria-label={`3D model: ${title}`} className="h-[55vh] min-h-72 w-full touch-none sm:h-[65vh]" />
          {!ready && (
            <div className="absolute inset-0 grid place-items-center bg-white/80 p-6">
              {stage.step === "failed" ? (
                <ErrorState message={stage.message} onRetry={() => setAttempt((n) => n + 1)} />
              ) : (
                <div className="grid w-64 max-w-full gap-2 text-center" role="status">
                  <p className="text-sm font-medium text-ink">{stepLabels[stage.step]}</p>
                  <progress className="h-2 w-full accent-brand-600" max={1} value={stage.fraction} aria-label={stepLabels[stage.step]} />
                  <p className="text-xs text-ink-soft tabular-nums">{Math.round(stage.fraction * 100)}%</p>
                </div>
              )}
            </div>
          )}
        </div>
        <p className="text-xs text-ink-soft">
          <RotateCcw className="mr-1 inline size-3.5" aria-hidden="true" />
          Drag to orbit, right-drag to pan, scroll or pinch to zoom; click an element to read its properties. With a keyboard, choose elements from the list.
        </p>
      </div>
      <div className="grid content-start gap-4">
        <PropertiesPanel element={picked} />
        <Card className="hidden sm:block">
          <CardHeader className="pb-2">
            <CardTitle className="flex items-center gap-2 text-base">
              <Layers className="size-4 text-brand-600" aria-hidden="true" /> Elements by level
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ElementList levels={levels} selectedId={picked?.id ?? null} onSelect={(id) => void scene.current?.select(id)} />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
