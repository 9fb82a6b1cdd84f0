// The API, initialised: import it from "@tabula-rs/tabula" (Node or a browser) and call the functions.
export * from "./tabula_wasm.js";
