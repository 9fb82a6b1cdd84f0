#!/usr/bin/env python3
"""A fake engine for tabula-engine's failure tests: `fake_engine.py MODE PROTOCOL PIDFILE`.

It speaks UCI, USI or UCCI (PROTOCOL: uci, usi, ucci; xboard only for `mute`), writes its pid to
PIDFILE first, and misbehaves as MODE says:

  ok         answers everything; `go` gives one info line and `bestmove`; `go infinite` waits for `stop`
  mute       reads its input, never answers the handshake
  crash      one info line after `go`, then exits with code 3
  segv       one info line after `go`, then dies of SIGSEGV
  garbage    on `go`: non-UTF-8 bytes, junk lines, malformed fields, then a legal bestmove with a dangling `ponder`
  longline   on `go`: one 200 000-byte line
  illegal    answers `go` with an illegal best move (chess `e2e5`)
  badponder  answers `go` with a legal best move and an illegal ponder move
  nostop     `go infinite` never ends: `stop` is ignored
  stall      on `go`: half a line, no newline, then silence (the process stays)
  slow       sleeps 5 s in `go` before answering
  flood      20 000 info lines per `go`, then `bestmove`
  stderr     1 MiB on stderr before reading its input, then as ok
  zombie     as ok, but ignores `quit`, end of input and SIGTERM
  badoption  advertises an option of an unknown type
  noready    finishes the handshake, never answers `isready`
  emptybest  answers `go` with a bare `bestmove`
"""

import os
import signal
import sys
import time

mode, protocol, pidfile = sys.argv[1], sys.argv[2], sys.argv[3]
with open(pidfile, "w") as f:
    f.write(str(os.getpid()))

out = sys.stdout.buffer
MOVES = {"uci": ("e2e4", "e7e5"), "usi": ("7g7f", "3c3d"), "ucci": ("h2e2", "h9g7"), "xboard": ("e2e4", "e7e5")}
best, reply = MOVES[protocol]


def say(*lines):
    for line in lines:
        out.write(line if isinstance(line, bytes) else line.encode())
        out.write(b"\n")
    out.flush()


if mode == "stderr":
    sys.stderr.buffer.write(b"x" * 1023 + b"\n" * 1)
    for _ in range(1024):
        sys.stderr.buffer.write(b"e" * 1023 + b"\n")
    sys.stderr.flush()
if mode == "zombie":
    signal.signal(signal.SIGTERM, signal.SIG_IGN)


def info():
    say(f"info depth 1 seldepth 1 score cp 12 nodes 1 time 1 pv {best} {reply}")


def answer_go(words):
    if mode in ("crash", "segv"):
        info()
        time.sleep(0.1)
        if mode == "crash":
            os._exit(3)
        os.kill(os.getpid(), signal.SIGSEGV)
    if mode == "garbage":
        say(b"\xff\xfe not utf8", "hello from engine", "info depth x score cp abc pv zz99",
            "info depth 2 score mate pv", f"bestmove {best} ponder")
        return
    if mode == "longline":
        say("info string " + "x" * 200_000)
        return
    if mode == "stall":
        out.write(b"info depth 1 sco")
        out.flush()
        while True:
            time.sleep(60)
    if mode == "slow":
        time.sleep(5)
    if mode == "flood":
        for d in range(20_000):
            say(f"info depth {d % 50 + 1} nodes {d} score cp {d % 100} pv {best}")
        say(f"bestmove {best}")
        return
    if mode == "emptybest":
        say("bestmove")
        return
    if mode == "illegal":
        say("bestmove e2e5")
        return
    if mode == "badponder":
        say(f"bestmove {best} ponder {best}")
        return
    if "infinite" in words or "ponder" in words:
        info()
        if mode == "nostop":
            while True:
                sys.stdin.readline() or time.sleep(60)
        while True:
            line = sys.stdin.readline()
            if not line or line.split()[:1] in (["stop"], ["ponderhit"]):
                break
    else:
        info()
    say(f"bestmove {best} ponder {reply}")


for raw in sys.stdin:
    words = raw.split()
    if not words:
        continue
    command = words[0]
    if mode == "mute":
        continue
    if command in ("uci", "usi", "ucci"):
        say("id name Fake " + mode, "id author Tabula")
        if protocol == "ucci":
            say("option Hash type spin default 16 min 1 max 1024")
        else:
            say("option name Hash type spin default 16 min 1 max 1024")
        if mode == "badoption":
            say("option name Odd type wibble default 3")
        say(command + "ok")
    elif command == "isready":
        if mode != "noready":
            say("readyok")
    elif command == "go":
        answer_go(words)
    elif command == "quit":
        if mode == "zombie":
            continue
        sys.exit(0)

if mode == "zombie":
    while True:
        time.sleep(60)
