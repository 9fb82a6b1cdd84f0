#!/usr/bin/env bash
# Builds Tabula for JavaScript: the crate crates/wasm (package tabula-wasm) for wasm32-unknown-unknown, then
# wasm-bindgen's ES module and TypeScript declarations, then the npm package in target/npm/ (ready for
# `npm publish`; `cd target/npm && npm test` runs its tests).
#
# The compiler. rustup's toolchain has no wasm32 standard library here, and rustup's library source does not
# build `core` with rustup's compiler, so the build uses Debian's Rust for the web (bookworm-security), fetched
# with `apt-get download` and unpacked with `dpkg-deb -x` into a cache folder, never installed system-wide (it
# would conflict with rustup's `rustc`). The standard library is built from Debian's `rust-web-src` by cargo's
# `-Zbuild-std` (RUSTC_BOOTSTRAP=1 allows the unstable flag on a stable compiler), and linked by LLVM's
# `wasm-ld-22`.
#
# Environment:
#   TABULA_WASM_RUST_VERSION  the Debian version of the rust-web packages (default below). When Debian's
#                             security archive has moved on, `apt-get download` cannot find the pinned version:
#                             the script says so and lists what the archive offers; set this variable to one
#                             of those versions (the 1.96 library package name follows the upstream version,
#                             see TABULA_WASM_STD_PACKAGE) and run again.
#   TABULA_WASM_STD_PACKAGE   the versioned standard-library package (default libstd-rust-web-1.96).
#   TABULA_WASM_LLD           the lld package providing wasm-ld (default lld-22; its libllvm follows the number).
#   TABULA_WASM_CACHE         the cache folder (default target/wasm-toolchain); delete it to fetch again.
#   TABULA_WASM_NO_NPM=1      stop after wasm-bindgen and wasm-opt (no npm package folder).
#   TABULA_WASM_OPT=0         skip wasm-opt (Binaryen from npm, TABULA_WASM_BINARYEN sets its version);
#   TABULA_WASM_OPT_FLAGS     its optimisation flag (default -O3).
#   TABULA_WASM_OPT_LEVEL, TABULA_WASM_HOT_OPT_LEVEL
#                             rustc's opt-level for the module (default z) and for its hot packages (default 3).
#   TABULA_WASM_HOT_PACKAGES, TABULA_WASM_SIZE_PACKAGES
#                             the packages built at the hot level, and those built at `s` (defaults below).
#
# Exit status: 0 on success; 3 when the toolchain cannot be fetched (the message says why; scripts/test-wasm.sh
# turns that into SKIPPED); anything else is a build failure.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

rust_version="${TABULA_WASM_RUST_VERSION:-1.96.0+dfsg1-1~deb12u2}"
std_package="${TABULA_WASM_STD_PACKAGE:-libstd-rust-web-1.96}"
lld_package="${TABULA_WASM_LLD:-lld-22}"
llvm_major="${lld_package#lld-}"
cache="${TABULA_WASM_CACHE:-target/wasm-toolchain}"
case "$cache" in /*) ;; *) cache="$root/$cache" ;; esac
tools="$root/target/wasm-tools"

cannot_fetch() {
    echo "wasm-build: cannot fetch the toolchain: $1" >&2
    exit 3
}

# --- 1. The toolchain, cached ---------------------------------------------------------------------------------
stamp="$cache/.complete-$rust_version-$lld_package"
if [ ! -f "$stamp" ]; then
    command -v apt-get >/dev/null 2>&1 || cannot_fetch "no apt-get (a Debian or Ubuntu machine is needed)"
    command -v dpkg-deb >/dev/null 2>&1 || cannot_fetch "no dpkg-deb"
    rust_packages=(rustc-web cargo-web rust-web-src "$std_package" libstd-rust-web-dev)
    other_packages=("$lld_package" "libllvm$llvm_major" libgit2-1.5 libmbedtls14 libmbedcrypto7 libmbedx509-1
        libhttp-parser2.9)
    # The pinned version must be known to apt; refresh the lists once if it is not (root only).
    offers() { apt-cache madison rustc-web 2>/dev/null | awk -F'|' '{gsub(/ /,"",$2); print $2}'; }
    if ! offers | grep -qxF "$rust_version"; then
        if [ "$(id -u)" = 0 ]; then apt-get update -qq >/dev/null 2>&1 || true; fi
    fi
    if ! offers | grep -qxF "$rust_version"; then
        offered=$(offers | tr '\n' ' ')
        cat >&2 <<EOF
wasm-build: Debian's archive does not offer rustc-web version $rust_version (the pinned version).
  Offered now: ${offered:-nothing (is bookworm-security in the apt sources? run apt-get update)}
  Debian keeps only the newest security update. To build with another version, pin it and run again, e.g.:
    TABULA_WASM_RUST_VERSION='<version from the list>' TABULA_WASM_STD_PACKAGE='libstd-rust-web-<major.minor>' $0
  (a version older than 1.90 may not build this crate's dependencies; then update the default in $0).
EOF
        cannot_fetch "rustc-web=$rust_version is not in the archive"
    fi
    rm -rf "$cache"
    mkdir -p "$cache/debs"
    chmod 777 "$cache/debs" # apt-get download as root fetches as the _apt user when it can write there
    echo "wasm-build: fetching Debian's Rust $rust_version and $lld_package into $cache"
    specs=()
    for p in "${rust_packages[@]}"; do specs+=("$p=$rust_version"); done
    specs+=("${other_packages[@]}")
    (cd "$cache/debs" && apt-get download -q "${specs[@]}" >/dev/null) \
        || cannot_fetch "apt-get download ${specs[*]} failed"
    for deb in "$cache"/debs/*.deb; do dpkg-deb -x "$deb" "$cache/root"; done
    rm -rf "$cache/debs"
    touch "$stamp"
fi

tc="$cache/root"
export LD_LIBRARY_PATH="$tc/usr/lib/x86_64-linux-gnu:$tc/usr/lib/llvm-$llvm_major/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
rustc="$tc/usr/bin/rustc"
cargo="$tc/usr/bin/cargo"
linker="$tc/usr/bin/wasm-ld-$llvm_major"
[ -x "$linker" ] || linker="$tc/usr/lib/llvm-$llvm_major/bin/wasm-ld"
for f in "$rustc" "$cargo" "$linker"; do
    [ -x "$f" ] || { echo "wasm-build: $f missing from the cache; delete $cache and run again" >&2; exit 1; }
done
# The sysroot is the unpacked tree: -Zbuild-std finds library/ under lib/rustlib/src/rust.
"$rustc" --version
src="$("$rustc" --print sysroot)/lib/rustlib/src/rust/library"
[ -d "$src" ] || { echo "wasm-build: no standard library source at $src" >&2; exit 1; }

# --- 2. The wasm crate ------------------------------------------------------------------------------------------
echo "wasm-build: cargo rustc -p tabula-wasm --crate-type cdylib --target wasm32-unknown-unknown --release"
export RUSTC="$rustc"
export RUSTC_BOOTSTRAP=1
export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_LINKER="$linker"
export CARGO_TARGET_DIR="$root/target/wasm"
# Size: one codegen unit with fat LTO, panics abort (no unwinding tables), debug info stripped (not the
# symbols: stripping them drops the `target_features` section wasm-bindgen reads). Optimised for size (`z`)
# except the hot path of "legal moves of a chess FEN": at 3 cozy-chess, the game interface, and from the
# standard library the allocator (dlmalloc) and compiler_builtins (memcpy and kin); the chess rules at `s`.
# Measured (docs/performance.md, "the module under 1.5 MB"): all at `s` is over the budget; all at `z` is
# under it but slower than chessops; the chess rules and the facade at 3 too went over the budget once the
# FEEN and chess readers of issue 30 landed, and the chess rules at `z` are no faster than chessops; the
# facade at `s` went over it once the door used its records (issue 37), at `z` it is under and as fast.
# TABULA_WASM_OPT_LEVEL,
# TABULA_WASM_HOT_OPT_LEVEL, TABULA_WASM_HOT_PACKAGES and TABULA_WASM_SIZE_PACKAGES change them. Set here,
# not in the workspace's release profile, which serves the native builds.
export CARGO_PROFILE_RELEASE_LTO=fat
export CARGO_PROFILE_RELEASE_CODEGEN_UNITS=1
export CARGO_PROFILE_RELEASE_PANIC=abort
export CARGO_PROFILE_RELEASE_STRIP=debuginfo
export CARGO_PROFILE_RELEASE_OPT_LEVEL="${TABULA_WASM_OPT_LEVEL:-z}"
hot_level="${TABULA_WASM_HOT_OPT_LEVEL:-3}"
hot=()
for package in ${TABULA_WASM_HOT_PACKAGES:-cozy-chess cozy-chess-types tabula-game dlmalloc compiler_builtins}; do
    hot+=(--config "profile.release.package.$package.opt-level=$hot_level")
done
for package in ${TABULA_WASM_SIZE_PACKAGES-tabula-chess}; do
    hot+=(--config "profile.release.package.$package.opt-level='s'")
done
# `cargo rustc --crate-type cdylib`: the module alone. Built beside its `rlib` (Cargo.toml lists both for the
# host's tests), the module kept two copies of cozy-chess's 704 KB slider table, one for the code inlined
# into our crates and one for cozy-chess's own (measured: 2.52 MB against 1.92 MB at the same settings).
# rustup's wrapper must not pick the compiler (RUSTC is absolute); keep rustup's cargo home for the registry.
"$cargo" "${hot[@]}" rustc -p tabula-wasm --lib --crate-type cdylib --target wasm32-unknown-unknown -Zbuild-std=std,panic_abort \
    --release --locked
wasm="$CARGO_TARGET_DIR/wasm32-unknown-unknown/release/tabula_wasm.wasm"
unset RUSTC RUSTC_BOOTSTRAP CARGO_TARGET_DIR CARGO_PROFILE_RELEASE_LTO CARGO_PROFILE_RELEASE_CODEGEN_UNITS \
    CARGO_PROFILE_RELEASE_PANIC CARGO_PROFILE_RELEASE_STRIP CARGO_PROFILE_RELEASE_OPT_LEVEL

# --- 3. wasm-bindgen, at the exact version of the crate in Cargo.lock --------------------------------------------
bindgen_version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
[ -n "$bindgen_version" ] || { echo "wasm-build: wasm-bindgen not found in Cargo.lock" >&2; exit 1; }
bindgen="$tools/bin/wasm-bindgen"
if [ ! -x "$bindgen" ] || [ "$("$bindgen" --version | awk '{print $2}')" != "$bindgen_version" ]; then
    echo "wasm-build: cargo install wasm-bindgen-cli --version $bindgen_version (rustup's cargo, cached in $tools)"
    # Installed with rustup's cargo and compiler, so the Debian library path must not leak into it.
    # --locked first (the CLI's own lock file); a registry mirror that lacks one of those exact versions
    # (seen here: webpki-roots 1.0.11) gets a second try resolving the newest compatible versions.
    # No default features: they only pick a TLS stack for the test runner's downloads, which we never use,
    # and leaving rustls and its crypto out makes the cold install a few minutes shorter.
    env -u LD_LIBRARY_PATH cargo install wasm-bindgen-cli --version "$bindgen_version" --locked --root "$tools" \
        --no-default-features --quiet \
        || { echo "wasm-build: --locked failed; trying without --locked" >&2
            env -u LD_LIBRARY_PATH cargo install wasm-bindgen-cli --version "$bindgen_version" --root "$tools" \
                --no-default-features --quiet; } \
        || cannot_fetch "cargo install wasm-bindgen-cli $bindgen_version failed"
fi
out="$root/target/wasm-bindgen"
rm -rf "$out"
env -u LD_LIBRARY_PATH "$bindgen" --target web --out-dir "$out" --out-name tabula_wasm "$wasm"

# --- 3b. wasm-opt (Binaryen): smaller, and no slower -------------------------------------------------------------
# Binaryen's optimiser on wasm-bindgen's output (-O3: speed first; it also shrinks the module). Debian's binaryen
# (108, bookworm) cannot read this module (it stops at `table.fill`, an instruction of the reference-types
# feature rustc 1.96 enables for wasm32), so the tool is the npm package `binaryen` (Binaryen's own build for
# Node, no native code) at a pinned version, installed by npm into target/wasm-tools/binaryen once. Skipped
# with a warning when npm cannot fetch it; TABULA_WASM_OPT=0 skips it. About 30 s on one core.
binaryen_version="${TABULA_WASM_BINARYEN:-132.0.0}"
if [ "${TABULA_WASM_OPT:-1}" != 0 ]; then
    opt_dir="$tools/binaryen"
    wasm_opt="$opt_dir/node_modules/binaryen/bin/wasm-opt"
    if [ ! -f "$opt_dir/.complete-$binaryen_version" ] && command -v npm >/dev/null 2>&1; then
        rm -rf "$opt_dir" && mkdir -p "$opt_dir"
        (cd "$opt_dir" && echo '{"private":true}' > package.json \
            && npm install --no-audit --no-fund --silent "binaryen@$binaryen_version" >/dev/null 2>&1 \
            && touch ".complete-$binaryen_version") || true
    fi
    if [ -f "$opt_dir/.complete-$binaryen_version" ]; then
        bg="$out/tabula_wasm_bg.wasm"
        before=$(stat -c %s "$bg")
        node "$wasm_opt" "${TABULA_WASM_OPT_FLAGS:--O3}" --enable-bulk-memory --enable-sign-ext --enable-mutable-globals \
            --enable-nontrapping-float-to-int --enable-multivalue --enable-reference-types "$bg" -o "$bg.opt"
        mv "$bg.opt" "$bg"
        echo "wasm-build: wasm-opt -O3 (binaryen $binaryen_version): $before -> $(stat -c %s "$bg") bytes"
    else
        echo "wasm-build: warning: no wasm-opt (npm install binaryen@$binaryen_version failed); not optimised" >&2
    fi
fi

echo "wasm-build: $(stat -c %s "$out/tabula_wasm_bg.wasm") bytes ($(gzip -9c "$out/tabula_wasm_bg.wasm" | wc -c) gzipped): $out/tabula_wasm_bg.wasm"

# --- 4. The npm package -----------------------------------------------------------------------------------------
if [ "${TABULA_WASM_NO_NPM:-0}" != 1 ]; then
    bash scripts/wasm-package.sh "$out" "$root/target/npm"
fi
