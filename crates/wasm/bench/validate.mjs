// FEEN validation throughput from JavaScript: `node crates/wasm/bench/validate.mjs [PACKAGE_DIR]` (default
// target/npm, built by scripts/wasm-build.sh). One run, a few seconds: strings per second for `validate` (throws
// on an invalid string), `isValid` and `validateMany` (arrays of 10,000), over a mix of chess, shōgi, xiangqi
// and 3-D positions, about one in eight invalid. Prints one line per function.
import { pathToFileURL } from "node:url";
import { resolve } from "node:path";

const dir = resolve(process.argv[2] ?? "target/npm");
const tabula = await import(pathToFileURL(`${dir}/node.js`).href);

const valid = [
  "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c",
  "r1bqk^b1r/+p+p+p+p1+p+p+p/2n2n2/4p3/2B1P3/5N2/+P+P+P+P1+P+P+P/RNBQK^2R / c/C",
  "lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / S/s",
  "8l/1l+R2P3/p2pBG1pp/k^ps1p4/Nn1P2G2/P1P1P2PP/1PS6/1K^SG3+r1/LN2+p3L S/3pbgn s/S",
  "rheag^aehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAG^AEHR / X/x",
  "8/8/8/8/8/8/8/8 / C/c",
  "a2/3/3//3/1b1/3//3/3/2c / G/g",
];
const invalid = ["8 3P2QP/ C/c", "-rnbqk^bn-r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/-RNBQK^BN-R / C/c "];
const corpus = [];
for (let i = 0; i < 10_000; i++) corpus.push(i % 8 === 7 ? invalid[i % 2] : valid[i % valid.length]);

function measure(name, round) {
  round(); // warm up
  let strings = 0;
  const start = process.hrtime.bigint();
  const cpuStart = process.cpuUsage();
  let elapsed = 0;
  while (elapsed < 2e9) {
    strings += round();
    elapsed = Number(process.hrtime.bigint() - start);
  }
  // CPU time too: on a shared machine the wall clock counts the time other processes ran.
  const cpu = process.cpuUsage(cpuStart);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const rate = strings / (elapsed / 1e9);
  const cpuRate = strings / cpuSeconds;
  console.log(`${name}: ${(rate / 1e6).toFixed(2)} M strings/s wall, ${(cpuRate / 1e6).toFixed(2)} M per CPU-second `
    + `(${strings} strings, ${(elapsed / 1e9).toFixed(2)} s wall, ${cpuSeconds.toFixed(2)} s CPU)`);
  return rate;
}

let sink = 0;
const validOnly = corpus.filter((text) => tabula.isValid(text));
measure("validate (valid strings only)", () => {
  for (const text of validOnly) tabula.validate(text);
  return validOnly.length;
});
measure("validate (1 in 8 invalid: throws)", () => {
  for (const text of corpus) {
    try {
      tabula.validate(text);
    } catch {
      sink++;
    }
  }
  return corpus.length;
});
measure("isValid", () => {
  for (const text of corpus) if (tabula.isValid(text)) sink++;
  return corpus.length;
});
measure("validateMany", () => {
  sink += tabula.validateMany(corpus).length;
  return corpus.length;
});
if (sink === 0) console.log("(nothing counted)");
