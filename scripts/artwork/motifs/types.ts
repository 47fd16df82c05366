import type { Colors } from "../palettes.ts";
import type { Scene } from "../scene.ts";

/** One drawing: the scene it stands in and the shapes on top, in an 800×600 viewBox. */
export interface Motif {
  scene?: Scene;
  draw: (c: Colors) => string;
}
