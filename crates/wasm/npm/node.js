// Node entry point: loads the WebAssembly module synchronously from the package folder, then re-exports the
// API (wasm-bindgen's `--target web` output, which needs an explicit initialisation outside a browser).
import { readFileSync } from "node:fs";
import { initSync } from "./tabula_wasm.js";

initSync({ module: readFileSync(new URL("./tabula_wasm_bg.wasm", import.meta.url)) });

export * from "./tabula_wasm.js";
