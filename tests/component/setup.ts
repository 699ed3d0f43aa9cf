import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// jsdom has no pointer capture; Radix's toast asks for it on every pointer event to tell a swipe from a click.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => undefined;

// Each test starts from an empty document: Radix portals and toasts would otherwise outlive their test.
afterEach(cleanup);
