import { Handle, IFC4, IfcAPI, type IfcLineObject } from "web-ifc";

/**
 * An IFC4 building written with web-ifc: storeys of external and internal walls on a grid, a floor slab per storey
 * and a supply duct run under each slab, every element named, contained in its storey and carrying property sets.
 * `bays` widens the grid and `notes` adds coordination notes to each element, which is how a test makes a model of
 * tens of megabytes without writing a different kind of file.
 */
export type ModelPlan = { name: string; storeys: number; bays: number; notes?: number };

export const smallModel: ModelPlan = { name: "Riverside Clinic", storeys: 2, bays: 2 };

const BAY = 6;
const STOREY_HEIGHT = 3.6;
const WALL_THICKNESS = { external: 0.3, internal: 0.15 };
const SLAB_DEPTH = 0.25;
const DUCT_DROP = 0.45;
const DUCT_RADIUS = 0.2;
const NOTE =
  "checked against the structural, mechanical, electrical and public health models of the round. Hard clashes with primary steel, " +
  "ductwork, cable containment and drainage resolved; clearance to services kept at 50 mm or more, to sprinkler heads at 150 mm or more. " +
  "Openings over 150 mm agreed with the structural engineer and shown on the builder's work drawings; fire stopping specified at every " +
  "penetration of a fire-rated element. Maintenance access zones in front of valves, dampers and access panels kept clear of other trades.";
const GUID_CHARACTERS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_$";

/** A stable IFC GlobalId (22 characters of the IFC alphabet) from a counter, so the same plan writes the same file. */
function guidOf(serial: number): IFC4.IfcGloballyUniqueId {
  let text = "";
  let rest = serial;
  for (let i = 0; i < 22; i++) {
    text = GUID_CHARACTERS.charAt(rest % 64) + text;
    rest = Math.floor(rest / 64);
  }
  return new IFC4.IfcGloballyUniqueId(`3S${text.slice(2)}`);
}

type Writer = { write: <T extends IfcLineObject>(line: T) => Handle<T>; guid: () => IFC4.IfcGloballyUniqueId };

function writerFor(api: IfcAPI, modelID: number): Writer {
  let serial = 0;
  return {
    write: (line) => {
      api.WriteLine(modelID, line);
      return new Handle(line.expressID);
    },
    guid: () => guidOf(++serial),
  };
}

const label = (text: string) => new IFC4.IfcLabel(text);
const length = (metres: number) => new IFC4.IfcLengthMeasure(metres);
const positive = (metres: number) => new IFC4.IfcPositiveLengthMeasure(metres);
const real = (value: number) => new IFC4.IfcReal(value);

/** web-ifc stamps FILE_NAME with the time of writing; a fixed stamp keeps the committed fixture byte for byte. */
function withFixedTimeStamp(bytes: Uint8Array): Uint8Array {
  const head = new TextDecoder().decode(bytes.subarray(0, 4096));
  const stamp = /FILE_NAME\('[^']*','(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)'/.exec(head);
  if (!stamp?.[1]) return bytes;
  const at = head.indexOf(stamp[1]);
  bytes.set(new TextEncoder().encode("2026-11-20T09:00:00"), at);
  return bytes;
}

/** Writes the plan's model and returns the IFC file's bytes. */
export async function writeIfcModel(plan: ModelPlan): Promise<Uint8Array> {
  const api = new IfcAPI();
  await api.Init();
  const modelID = api.CreateModel({
    schema: "IFC4",
    name: `${plan.name}.ifc`,
    description: ["ViewDefinition [ReferenceView_V1.2]"],
    authors: ["Stratum BIM & Engineering"],
    organizations: ["Stratum BIM & Engineering"],
    authorization: "Test data made by scripts/make-test-models.ts",
  });
  const { write, guid } = writerFor(api, modelID);

  const point = (x: number, y: number, z?: number) =>
    write(new IFC4.IfcCartesianPoint(z === undefined ? [length(x), length(y)] : [length(x), length(y), length(z)]));
  const direction = (x: number, y: number, z?: number) => write(new IFC4.IfcDirection(z === undefined ? [real(x), real(y)] : [real(x), real(y), real(z)]));
  const origin = point(0, 0, 0);
  const up = direction(0, 0, 1);
  const east = direction(1, 0, 0);
  const north = direction(0, 1, 0);
  const worldAxes = write(new IFC4.IfcAxis2Placement3D(origin, null, null));
  const origin2d = write(new IFC4.IfcAxis2Placement2D(point(0, 0), null));

  const firm = write(new IFC4.IfcOrganization(null, label("Stratum BIM & Engineering"), null, null, null));
  const person = write(new IFC4.IfcPerson(null, label("Okafor"), label("Adaeze"), null, null, null, null, null));
  const author = write(new IFC4.IfcPersonAndOrganization(person, firm, null));
  const application = write(new IFC4.IfcApplication(firm, label("1.0"), label("Stratum test model writer"), new IFC4.IfcIdentifier("stratum-test-models")));
  const created = new IFC4.IfcTimeStamp(1_790_000_000);
  const history = write(new IFC4.IfcOwnerHistory(author, application, null, IFC4.IfcChangeActionEnum.ADDED, created, null, null, created));

  const context = write(new IFC4.IfcGeometricRepresentationContext(null, label("Model"), new IFC4.IfcDimensionCount(3), real(1e-5), worldAxes, north));
  const body = write(
    new IFC4.IfcGeometricRepresentationSubContext(label("Body"), label("Model"), context, null, IFC4.IfcGeometricProjectionEnum.MODEL_VIEW, null),
  );
  const metre = write(new IFC4.IfcSIUnit(IFC4.IfcUnitEnum.LENGTHUNIT, null, IFC4.IfcSIUnitName.METRE));
  const squareMetre = write(new IFC4.IfcSIUnit(IFC4.IfcUnitEnum.AREAUNIT, null, IFC4.IfcSIUnitName.SQUARE_METRE));
  const cubicMetre = write(new IFC4.IfcSIUnit(IFC4.IfcUnitEnum.VOLUMEUNIT, null, IFC4.IfcSIUnitName.CUBIC_METRE));
  const units = write(new IFC4.IfcUnitAssignment([metre, squareMetre, cubicMetre]));
  const project = write(
    new IFC4.IfcProject(
      guid(),
      history,
      label(plan.name),
      null,
      null,
      label(`${plan.name}, outpatient wing`),
      label("Stage 4 technical design"),
      [context],
      units,
    ),
  );

  const sitePlacement = write(new IFC4.IfcLocalPlacement(null, worldAxes));
  const site = write(
    new IFC4.IfcSite(
      guid(),
      history,
      label("Riverside plot"),
      null,
      null,
      sitePlacement,
      null,
      null,
      IFC4.IfcElementCompositionEnum.ELEMENT,
      null,
      null,
      null,
      null,
      null,
    ),
  );
  const buildingPlacement = write(new IFC4.IfcLocalPlacement(sitePlacement, worldAxes));
  const building = write(
    new IFC4.IfcBuilding(
      guid(),
      history,
      label("Outpatient wing"),
      null,
      null,
      buildingPlacement,
      null,
      null,
      IFC4.IfcElementCompositionEnum.ELEMENT,
      null,
      null,
      null,
    ),
  );
  write(new IFC4.IfcRelAggregates(guid(), history, null, null, project, [site]));
  write(new IFC4.IfcRelAggregates(guid(), history, null, null, site, [building]));

  const materials = {
    masonry: write(new IFC4.IfcMaterial(label("Blockwork, dense aggregate"), null, label("Masonry"))),
    partition: write(new IFC4.IfcMaterial(label("Metal stud partition, 2x15 mm plasterboard"), null, label("Partition"))),
    concrete: write(new IFC4.IfcMaterial(label("Concrete C32/40"), null, label("Concrete"))),
    steel: write(new IFC4.IfcMaterial(label("Galvanized sheet steel"), null, label("Metal"))),
  };
  const byMaterial = new Map<Handle<IFC4.IfcMaterial>, Handle<IFC4.IfcProduct>[]>();

  /** A box or a tube extruded from a profile placed at (x, y, z), its extrusion along `along`. */
  const solid = (profile: IfcLineObject & IFC4.IfcProfileDef, depth: number, along: Handle<IFC4.IfcDirection>, axes: Handle<IFC4.IfcAxis2Placement3D>) => {
    const extrusion = write(new IFC4.IfcExtrudedAreaSolid(write(profile), axes, along, positive(depth)));
    const representation = write(new IFC4.IfcShapeRepresentation(body, label("Body"), label("SweptSolid"), [extrusion]));
    return write(new IFC4.IfcProductDefinitionShape(null, null, [representation]));
  };
  const placementIn = (parent: Handle<IFC4.IfcLocalPlacement>, x: number, y: number, z: number) =>
    write(new IFC4.IfcLocalPlacement(parent, write(new IFC4.IfcAxis2Placement3D(point(x, y, z), null, null))));
  const notes = (serial: string) =>
    Array.from({ length: plan.notes ?? 0 }, (_, i) =>
      write(
        new IFC4.IfcPropertySingleValue(
          new IFC4.IfcIdentifier(`Coordination note ${i + 1}`),
          null,
          new IFC4.IfcText(`${serial}, coordination round ${i + 1}: ${NOTE}`),
          null,
        ),
      ),
    );
  const withProperties = (element: Handle<IFC4.IfcProduct>, setName: string, values: Record<string, IFC4.IfcValue>, serial: string) => {
    const properties = Object.entries(values).map(([name, value]) => write(new IFC4.IfcPropertySingleValue(new IFC4.IfcIdentifier(name), null, value, null)));
    const set = write(new IFC4.IfcPropertySet(guid(), history, label(setName), null, [...properties, ...notes(serial)]));
    write(new IFC4.IfcRelDefinesByProperties(guid(), history, null, null, [element], set));
  };
  const made = (material: Handle<IFC4.IfcMaterial>, element: Handle<IFC4.IfcProduct>) => {
    byMaterial.set(material, [...(byMaterial.get(material) ?? []), element]);
    return element;
  };

  const span = plan.bays * BAY;
  const storeys: Handle<IFC4.IfcBuildingStorey>[] = [];
  for (let level = 0; level < plan.storeys; level++) {
    const levelName = level === 0 ? "Ground floor" : `Level ${String(level).padStart(2, "0")}`;
    const code = `L${String(level).padStart(2, "0")}`;
    const placement = placementIn(buildingPlacement, 0, 0, level * STOREY_HEIGHT);
    const storey = write(
      new IFC4.IfcBuildingStorey(
        guid(),
        history,
        label(levelName),
        null,
        null,
        placement,
        null,
        label(`${levelName}, outpatient wing`),
        IFC4.IfcElementCompositionEnum.ELEMENT,
        length(level * STOREY_HEIGHT),
      ),
    );
    storeys.push(storey);
    const contained: Handle<IFC4.IfcProduct>[] = [];

    // Walls on the grid lines: the outer lines are external blockwork, the inner ones partitions.
    let wallNumber = 0;
    for (const run of ["x", "y"] as const) {
      for (let line = 0; line <= plan.bays; line++) {
        for (let bay = 0; bay < plan.bays; bay++) {
          const external = line === 0 || line === plan.bays;
          const thickness = external ? WALL_THICKNESS.external : WALL_THICKNESS.internal;
          const x = run === "x" ? bay * BAY : line * BAY;
          const y = run === "x" ? line * BAY : bay * BAY;
          const axes = write(new IFC4.IfcAxis2Placement3D(origin, up, run === "x" ? east : north));
          const profile = new IFC4.IfcRectangleProfileDef(
            IFC4.IfcProfileTypeEnum.AREA,
            null,
            write(new IFC4.IfcAxis2Placement2D(point(BAY / 2, 0), null)),
            positive(BAY),
            positive(thickness),
          );
          const serial = `W-${code}-${String(++wallNumber).padStart(3, "0")}`;
          const kind = external ? "External wall, 300 mm blockwork" : "Internal partition, 150 mm";
          const wall = write(
            new IFC4.IfcWall(
              guid(),
              history,
              label(`${serial} ${kind}`),
              null,
              label(kind),
              placementIn(placement, x, y, 0),
              solid(profile, STOREY_HEIGHT - SLAB_DEPTH, up, axes),
              new IFC4.IfcIdentifier(serial),
              external ? IFC4.IfcWallTypeEnum.SOLIDWALL : IFC4.IfcWallTypeEnum.PARTITIONING,
            ),
          );
          withProperties(
            wall,
            "Pset_WallCommon",
            {
              Reference: new IFC4.IfcIdentifier(serial),
              IsExternal: new IFC4.IfcBoolean(external),
              LoadBearing: new IFC4.IfcBoolean(external),
              FireRating: label(external ? "REI 90" : "EI 60"),
              AcousticRating: label(external ? "Rw 52 dB" : "Rw 45 dB"),
              ThermalTransmittance: new IFC4.IfcThermalTransmittanceMeasure(external ? 0.18 : 0),
            },
            serial,
          );
          contained.push(made(external ? materials.masonry : materials.partition, wall));
        }
      }
    }

    const slabSerial = `S-${code}-001`;
    const slab = write(
      new IFC4.IfcSlab(
        guid(),
        history,
        label(`${slabSerial} Floor slab, 250 mm in-situ concrete`),
        null,
        label("Floor slab, 250 mm"),
        placementIn(placement, 0, 0, -SLAB_DEPTH),
        solid(
          new IFC4.IfcRectangleProfileDef(
            IFC4.IfcProfileTypeEnum.AREA,
            null,
            write(new IFC4.IfcAxis2Placement2D(point(span / 2, span / 2), null)),
            positive(span),
            positive(span),
          ),
          SLAB_DEPTH,
          up,
          worldAxes,
        ),
        new IFC4.IfcIdentifier(slabSerial),
        level === 0 ? IFC4.IfcSlabTypeEnum.BASESLAB : IFC4.IfcSlabTypeEnum.FLOOR,
      ),
    );
    withProperties(
      slab,
      "Pset_SlabCommon",
      {
        Reference: new IFC4.IfcIdentifier(slabSerial),
        IsExternal: new IFC4.IfcBoolean(false),
        LoadBearing: new IFC4.IfcBoolean(true),
        FireRating: label("REI 90"),
      },
      slabSerial,
    );
    contained.push(made(materials.concrete, slab));

    // A supply duct along the middle grid line, one segment per bay, under the slab above.
    for (let bay = 0; bay < plan.bays; bay++) {
      const serial = `D-${code}-${String(bay + 1).padStart(3, "0")}`;
      const axes = write(new IFC4.IfcAxis2Placement3D(origin, east, north));
      const duct = write(
        new IFC4.IfcDuctSegment(
          guid(),
          history,
          label(`${serial} Supply air duct, 400 mm circular`),
          null,
          label("Supply air duct, 400 mm"),
          placementIn(placement, bay * BAY, (plan.bays / 2) * BAY + BAY / 2, STOREY_HEIGHT - SLAB_DEPTH - DUCT_DROP),
          solid(new IFC4.IfcCircleHollowProfileDef(IFC4.IfcProfileTypeEnum.AREA, null, origin2d, positive(DUCT_RADIUS), positive(0.0008)), BAY, up, axes),
          new IFC4.IfcIdentifier(serial),
          IFC4.IfcDuctSegmentTypeEnum.RIGIDSEGMENT,
        ),
      );
      withProperties(
        duct,
        "Pset_DuctSegmentOccurrence",
        { Reference: new IFC4.IfcIdentifier(serial), HasLiner: new IFC4.IfcBoolean(false), System: label("SUP-01 Supply air") },
        serial,
      );
      contained.push(made(materials.steel, duct));
    }
    write(new IFC4.IfcRelContainedInSpatialStructure(guid(), history, null, null, contained, storey));
  }
  write(new IFC4.IfcRelAggregates(guid(), history, null, null, building, storeys));
  for (const [material, elements] of byMaterial) write(new IFC4.IfcRelAssociatesMaterial(guid(), history, null, null, elements, material));

  const bytes = api.SaveModel(modelID);
  api.CloseModel(modelID);
  return withFixedTimeStamp(bytes);
}
