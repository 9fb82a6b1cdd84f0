#!/usr/bin/env bash
# Builds the library crates and the `tabula` command with the oldest Rust the workspace declares (`rust-version`
# in Cargo.toml), so the declaration stays true. Not the tests: the dev-dependencies (criterion 0.8 declares 1.86) need
# a newer compiler.
#
# Installs that toolchain with rustup (minimal profile) when it is missing. When it cannot be installed (no
# rustup, no network), it says SKIPPED and exits 0 without building: the log then says so, never that it passed.
# It builds in its own target directory, so the main build is not disturbed.
set -euo pipefail
cd "$(dirname "$0")/.."

version="$(sed -n 's/^rust-version = "\(.*\)"/\1/p' Cargo.toml | head -n1)"
[ -n "$version" ] || { echo "no rust-version in Cargo.toml" >&2; exit 1; }
# rustup names a release by its full version: 1.85 is installed as 1.85.0.
case "$version" in *.*.*) toolchain="$version" ;; *) toolchain="$version.0" ;; esac

if ! rustup run "$toolchain" rustc --version >/dev/null 2>&1; then
    if ! rustup toolchain install "$toolchain" --profile minimal >/dev/null 2>&1; then
        echo "SKIPPED: Rust $toolchain could not be installed (rustup toolchain install failed)"
        exit 0
    fi
fi
# tabula-python (unpublished bindings, built by maturin with the machine's toolchain) declares its own
# rust-version, 1.88: its Arrow bridge needs it.
echo "building the libraries with $(rustup run "$toolchain" rustc --version)"
CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-target}/msrv" \
    cargo "+$toolchain" build --workspace --lib --all-features --exclude tabula-cli --exclude tabula-python
# The README's main command (`cargo run --release -p tabula-cli -- show`) promises the same version.
echo "building the tabula command with $(rustup run "$toolchain" rustc --version)"
CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-target}/msrv" cargo "+$toolchain" build -p tabula-cli
