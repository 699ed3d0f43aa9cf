import * as OBC from "@thatopen/components";
import { type FragmentsModel, type ItemData, type MaterialDefinition, RenderedFaces, type SpatialTreeItem } from "@thatopen/fragments";
import * as THREE from "three";
import { FRAGMENTS_WORKER_URL, WEB_IFC_WASM_PATH } from "../vendor-files";

/** One row of the properties panel: what a BIM coordinator reads about the element they picked. */
type PropertyRow = { name: string; value: string };
export type PickedElement = {
  id: number;
  name: string;
  category: string;
  level: string | null;
  attributes: PropertyRow[];
  propertySets: { name: string; rows: PropertyRow[] }[];
};
export type LevelEntry = { id: number; name: string; elements: { id: number; name: string; category: string }[] };
export type CameraView = "3d" | "front" | "top";

export type ModelScene = {
  levels: LevelEntry[];
  /** The model's height range in meters, for the section slider. */
  heights: { min: number; max: number };
  view: (kind: CameraView) => Promise<void>;
  /** A horizontal section plane at this height (meters above the model's lowest point), or none. */
  section: (height: number | null) => void;
  select: (id: number) => Promise<void>;
  dispose: () => void;
};

type Handlers = { onProgress: (fraction: number) => void; onSelect: (element: PickedElement | null) => void };

const MODEL_ID = "model";
const SELECTION: MaterialDefinition = { color: new THREE.Color("#f59e0b"), opacity: 1, transparent: false, renderedFaces: RenderedFaces.TWO };
/** A press that moved further than this many pixels was an orbit, not a pick. */
const CLICK_TOLERANCE = 4;

const text = (attribute: unknown): string | null => {
  if (attribute && typeof attribute === "object" && "value" in attribute) {
    const value = (attribute as { value: unknown }).value;
    if (value === null || value === undefined || value === "") return null;
    if (typeof value === "boolean") return value ? "Yes" : "No";
    if (typeof value === "number") return Number.isInteger(value) ? String(value) : String(Math.round(value * 1000) / 1000);
    return String(value);
  }
  return null;
};
const list = (data: ItemData, key: string): ItemData[] => {
  const value = data[key];
  return Array.isArray(value) ? value : [];
};
// The model stores IFC class names in capitals; people read them as the schema writes them.
const IFC_CLASSES = [
  "IfcWall",
  "IfcWallStandardCase",
  "IfcSlab",
  "IfcRoof",
  "IfcBeam",
  "IfcColumn",
  "IfcMember",
  "IfcPlate",
  "IfcFooting",
  "IfcPile",
  "IfcStair",
  "IfcStairFlight",
  "IfcRamp",
  "IfcRailing",
  "IfcDoor",
  "IfcWindow",
  "IfcCovering",
  "IfcCurtainWall",
  "IfcOpeningElement",
  "IfcSpace",
  "IfcBuildingStorey",
  "IfcBuilding",
  "IfcSite",
  "IfcFurnishingElement",
  "IfcFurniture",
  "IfcBuildingElementProxy",
  "IfcDuctSegment",
  "IfcDuctFitting",
  "IfcPipeSegment",
  "IfcPipeFitting",
  "IfcCableCarrierSegment",
  "IfcCableCarrierFitting",
  "IfcAirTerminal",
  "IfcFlowTerminal",
  "IfcFlowSegment",
  "IfcFlowFitting",
  "IfcValve",
  "IfcDamper",
  "IfcPump",
  "IfcFan",
  "IfcLightFixture",
  "IfcSanitaryTerminal",
  "IfcReinforcingBar",
  "IfcAnnotation",
  "IfcGrid",
];
const classNames = new Map(IFC_CLASSES.map((name) => [name.toUpperCase(), name]));
const categoryName = (category: string | null | undefined) => (category ? (classNames.get(category.toUpperCase()) ?? category) : "");

/** The element's own attributes, property sets (names and values) and the level that contains it. */
function describeItem(id: number, data: ItemData): PickedElement {
  const attributes: PropertyRow[] = [];
  for (const key of ["Name", "ObjectType", "Tag", "PredefinedType", "GlobalId", "Description"]) {
    const value = text(data[key]);
    if (value) attributes.push({ name: key === "ObjectType" ? "Type" : key, value });
  }
  const propertySets = list(data, "IsDefinedBy")
    .map((set) => ({
      name: text(set.Name) ?? "Properties",
      rows: [...list(set, "HasProperties"), ...list(set, "Quantities")].flatMap((property) => {
        const name = text(property.Name);
        const value = text(property.NominalValue) ?? text(property.LengthValue) ?? text(property.AreaValue) ?? text(property.VolumeValue);
        return name && value ? [{ name, value }] : [];
      }),
    }))
    .filter((set) => set.rows.length > 0);
  const level = list(data, "ContainedInStructure").map((structure) => text(structure.Name))[0] ?? null;
  return {
    id,
    name: text(data.Name) ?? `#${id}`,
    category: categoryName(text(data._category)),
    level,
    attributes,
    propertySets,
  };
}

// The spatial tree groups items under category nodes (no localId) whose children are the items (no category).
function levelsOf(tree: SpatialTreeItem): SpatialTreeItem[] {
  if (tree.category === "IFCBUILDINGSTOREY") return tree.localId === null ? (tree.children ?? []).filter((item) => item.localId !== null) : [tree];
  return (tree.children ?? []).flatMap(levelsOf);
}
function elementIdsOf(item: SpatialTreeItem): number[] {
  return (item.children ?? []).flatMap((child) =>
    child.category === "IFCBUILDINGSTOREY" ? [] : [...(child.localId === null ? [] : [child.localId]), ...elementIdsOf(child)],
  );
}

/**
 * Opens an IFC model in a That Open Engine world inside `container`: web-ifc turns it into fragments (the
 * fragments worker keeps the geometry off the page's thread), camera-controls orbits, a click is cast into the
 * model to pick an element and a Clipper plane cuts a horizontal section.
 */
export async function openModelScene(container: HTMLElement, ifc: Uint8Array, { onProgress, onSelect }: Handlers): Promise<ModelScene> {
  const components = new OBC.Components();
  const world = components.get(OBC.Worlds).create<OBC.SimpleScene, OBC.OrthoPerspectiveCamera, OBC.SimpleRenderer>();
  world.scene = new OBC.SimpleScene(components);
  world.scene.setup();
  world.scene.three.background = new THREE.Color("#f1f5f9");
  world.renderer = new OBC.SimpleRenderer(components, container);
  world.camera = new OBC.OrthoPerspectiveCamera(components);
  components.init();

  const fragments = components.get(OBC.FragmentsManager);
  fragments.init(FRAGMENTS_WORKER_URL);
  world.camera.controls.addEventListener("rest", () => void fragments.core.update(true));

  const loader = components.get(OBC.IfcLoader);
  await loader.setup({ autoSetWasm: false, wasm: { path: WEB_IFC_WASM_PATH, absolute: true } });
  const model: FragmentsModel = await loader.load(ifc, true, MODEL_ID, { processData: { progressCallback: (progress) => onProgress(progress) } });
  // biome-ignore lint/correctness/useHookAtTopLevel: That Open's method, not a React hook
  model.useCamera(world.camera.three);
  world.scene.three.add(model.object);
  await fragments.core.update(true);

  const box = model.box.clone();
  const center = box.getCenter(new THREE.Vector3());
  const size = box.getSize(new THREE.Vector3());
  const reach = Math.max(size.x, size.y, size.z) * 1.6;

  const view = async (kind: CameraView) => {
    if (kind === "front") await world.camera.controls.setLookAt(center.x, center.y, box.max.z + reach, center.x, center.y, center.z, true);
    else if (kind === "top") await world.camera.controls.setLookAt(center.x, box.max.y + reach, center.z + 0.01, center.x, center.y, center.z, true);
    else await world.camera.controls.setLookAt(center.x + reach * 0.7, center.y + reach * 0.6, center.z + reach * 0.7, center.x, center.y, center.z, true);
    await fragments.core.update(true);
  };
  await view("3d");

  const details = async (id: number) => {
    const [data] = await model.getItemsData([id], {
      attributesDefault: true,
      relations: {
        IsDefinedBy: { attributes: true, relations: true },
        DefinesOcurrence: { attributes: false, relations: false },
        ContainedInStructure: { attributes: true, relations: false },
      },
    });
    return data ? describeItem(id, data) : null;
  };

  let selected: number | null = null;
  const select = async (id: number | null) => {
    if (selected !== null) await model.resetHighlight([selected]);
    selected = id;
    if (id !== null) await model.highlight([id], SELECTION);
    await fragments.core.update(true);
    onSelect(id === null ? null : await details(id));
  };
  const caster = components.get(OBC.Raycasters).get(world);
  let pressedAt: { x: number; y: number } | null = null;
  const press = (event: PointerEvent) => {
    pressedAt = { x: event.clientX, y: event.clientY };
  };
  const release = async (event: PointerEvent) => {
    if (!pressedAt || event.button !== 0) return;
    const moved = Math.hypot(event.clientX - pressedAt.x, event.clientY - pressedAt.y);
    pressedAt = null;
    if (moved > CLICK_TOLERANCE) return;
    const hit = (await caster.castRay()) as { localId?: number } | null;
    await select(hit?.localId ?? null);
  };
  const canvas = world.renderer.three.domElement;
  canvas.addEventListener("pointerdown", press);
  canvas.addEventListener("pointerup", release);

  const clipper = components.get(OBC.Clipper);
  clipper.enabled = true;
  clipper.visible = false;
  let planeId: string | null = null;
  const section = (height: number | null) => {
    if (planeId) void clipper.delete(world, planeId);
    planeId = null;
    if (height === null) return;
    planeId = clipper.createFromNormalAndCoplanarPoint(world, new THREE.Vector3(0, -1, 0), new THREE.Vector3(center.x, box.min.y + height, center.z));
    // The slider moves the plane: its drag handles and face would only hide the cut.
    const plane = clipper.list.get(planeId);
    if (plane) plane.visible = false;
    void fragments.core.update(true);
  };

  const tree = await model.getSpatialStructure();
  const levels: LevelEntry[] = [];
  for (const level of levelsOf(tree)) {
    const ids = elementIdsOf(level);
    const [levelData] = level.localId === null ? [] : await model.getItemsData([level.localId], { attributesDefault: false, attributes: ["Name"] });
    const names = await model.getItemsData(ids, { attributesDefault: false, attributes: ["Name"] });
    levels.push({
      id: level.localId ?? levels.length,
      name: (levelData && text(levelData.Name)) ?? "Level",
      elements: ids.map((id, i) => {
        const data = names[i];
        return { id, name: (data && text(data.Name)) ?? `#${id}`, category: categoryName(data ? text(data._category) : null) };
      }),
    });
  }

  return {
    levels,
    heights: { min: 0, max: Math.round(size.y * 10) / 10 },
    view,
    section,
    select: (id) => select(id),
    dispose: () => {
      canvas.removeEventListener("pointerdown", press);
      canvas.removeEventListener("pointerup", release);
      components.dispose();
    },
  };
}
