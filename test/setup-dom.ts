import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import { polyfillDialog } from "./dialog-polyfill";

// findBy and waitFor return as soon as what they wait for appears; the longer
// limit only matters on a machine busy with other suites (CI runs them side by
// side on two cores), where a second was seen to be too short for a render chain.
configure({ asyncUtilTimeout: 5000 });

polyfillDialog();

afterEach(() => cleanup());
