#!/usr/bin/env python3
"""Prints the side-by-side table of `cargo bench -p tabula-bench` (docs/performance.md) from criterion's
estimates: one row per benchmark, Tabula's median, the official crate's median, and their ratio.

Usage: python3 scripts/bench-table.py [TARGET_DIR]   (default: target)
Reads every TARGET_DIR/criterion/*/*/new/{benchmark,estimates}.json whose benchmark id is
`<group>/<op>/<impl>/<input>` with <impl> `tabula` or `sashite`, as crates/bench/benches/{tokens,feen}.rs name
them (the per-crate benches use other ids and are left out). Standard library only.
"""
import glob
import json
import os
import sys

TARGETS = {('feen', 'parse'): 0.2, ('feen', 'validate'): 0.3, ('feen', 'emit'): 0.2,
           ('sin', 'parse'): 1.0, ('pin', 'parse'): 1.0, ('epin', 'parse'): 1.0}


def median(path):
    with open(path) as f:
        return json.load(f)['median']['point_estimate']


def human(ns):
    if ns is None:
        return '—'
    return f'{ns / 1000:.2f} µs' if ns >= 1000 else (f'{ns:.1f} ns' if ns >= 10 else f'{ns:.2f} ns')


def main():
    root = os.path.join(sys.argv[1] if len(sys.argv) > 1 else 'target', 'criterion')
    rows = {}
    for path in glob.glob(os.path.join(root, '*', '*', 'new', 'benchmark.json')):
        with open(path) as f:
            bench = json.load(f)
        parts = bench['function_id'].split('/')
        if len(parts) != 3 or parts[1] not in ('tabula', 'sashite'):
            continue
        op, impl, name = parts
        estimates = os.path.join(os.path.dirname(path), 'estimates.json')
        rows.setdefault((bench['group_id'], op, name), {})[impl] = median(estimates)
    print('| benchmark | Tabula | official | ratio | target | met |')
    print('|---|---|---|---|---|---|')
    order = ['feen', 'sin', 'pin', 'epin', 'qpi']
    for (group, op, name), found in sorted(rows.items(), key=lambda r: (order.index(r[0][0]) if r[0][0] in order else 9, r[0][1], r[0][2])):
        ours, theirs = found.get('tabula'), found.get('sashite')
        ratio = f'{ours / theirs:.2f}' if ours and theirs else '—'
        target = TARGETS.get((group, op))
        met = '' if target is None or not theirs else ('yes' if ours / theirs <= target else '**no**')
        print(f"| `{group}/{op}/{name}` | {human(ours)} | {human(theirs)} | {ratio} | "
              f"{'≤ ' + str(target) if target else '—'} | {met} |")


if __name__ == '__main__':
    main()
