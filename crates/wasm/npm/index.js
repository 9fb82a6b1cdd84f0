// Browser (and bundler) entry point: fetches the WebAssembly module beside this file, then re-exports the API.
import init from "./tabula_wasm.js";

await init({ module_or_path: new URL("./tabula_wasm_bg.wasm", import.meta.url) });

export * from "./tabula_wasm.js";
