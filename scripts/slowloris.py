#!/usr/bin/env python3
"""Slowloris against a running `buttonsizer serve`, on loopback only (docs/service-production.md
"Hostile clients").

CONNECTIONS connections from 127.0.0.1 each send a request head announcing a 100-byte body, and one
byte of it, then nothing; with --drip each sends another body byte every second (defeating an idle
timeout). Meanwhile a second client, bound to 127.0.0.2, asks GET /healthz on a fresh connection every
50 ms and times each answer, from before its connect to the end of the status line:

  during  while any attack connection is open (the server closes them at its deadline; at most
          SECONDS after the attack is in place, after which the attacker closes what is left)
  after   2 s more, once every attack connection is closed

Prints one line per phase and one about the attack connections, e.g.
  during: 196 answers: 200 x196; slowest 3.1 ms, median 1.2 ms
  after: 38 answers: 200 x38; slowest 1.9 ms, median 1.1 ms
  attack: 1000 of 1000 connections in place in 0.31 s; closed by the server after 10.01-10.10 s: 1000

With --check it exits 1 unless every answer of both phases was a 200 within --budget-ms (100) and the
server closed every attack connection itself. Every loop is bounded; the whole run takes at most
SECONDS + 5 s.

  scripts/slowloris.py PORT [--connections 1000] [--seconds 20] [--drip] [--check] [--budget-ms 100]
"""
import argparse
import collections
import resource
import select
import socket
import statistics
import sys
import time

parser = argparse.ArgumentParser()
parser.add_argument("port", type=int)
parser.add_argument("--connections", type=int, default=1000)
parser.add_argument("--seconds", type=float, default=20)
parser.add_argument("--drip", action="store_true")
parser.add_argument("--check", action="store_true")
parser.add_argument("--budget-ms", type=float, default=100)
arguments = parser.parse_args()
SERVER = ("127.0.0.1", arguments.port)
ATTACKER = "127.0.0.1"
OTHER_CLIENT = "127.0.0.2"  # another address on loopback (127.0.0.0/8 is all loopback on Linux)
AFTER_SECONDS = 2
ASK_EVERY = 0.05

# This process holds every attack socket: raise its own open-file limit as far as needed (up to the hard one).
soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
needed = arguments.connections + 64
if soft != resource.RLIM_INFINITY and soft < needed:
    raised = needed if hard == resource.RLIM_INFINITY else min(needed, hard)
    resource.setrlimit(resource.RLIMIT_NOFILE, (raised, hard))
    if raised < needed:
        sys.exit(f"slowloris.py: the open-file limit (hard {hard}) is below the {needed} this needs; lower --connections")

head = (b"POST /v1/measure HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
        b"Content-Length: 100\r\n\r\n{")
started = time.monotonic()
attack = []
attack_failures = collections.Counter()
for _ in range(arguments.connections):
    connection = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    connection.settimeout(2)
    try:
        connection.bind((ATTACKER, 0))
        connection.connect(SERVER)
        connection.sendall(head)
        attack.append(connection)
    except OSError as error:  # refused, or closed at once by a per-client limit
        attack_failures[type(error).__name__] += 1
        connection.close()
in_place = time.monotonic()

# An attack connection is readable once the server closed it (or, unexpectedly, answered it).
watcher = select.poll()
by_descriptor = {connection.fileno(): connection for connection in attack}
for descriptor in by_descriptor:
    watcher.register(descriptor, select.POLLIN | select.POLLHUP | select.POLLERR)
closed_after = []  # seconds from the attack being in place to the server closing each connection
answered_attack = collections.Counter()


def collect_closed():
    for descriptor, _ in watcher.poll(0):
        connection = by_descriptor.pop(descriptor)
        watcher.unregister(descriptor)
        try:
            data = connection.recv(64)
        except OSError:
            data = b""
        if data.startswith(b"HTTP/1."):
            answered_attack[data.split(b" ")[1].decode()] += 1
        closed_after.append(time.monotonic() - in_place)
        connection.close()


def ask():
    """One GET /healthz from the other client: its status (or why it had none) and seconds taken."""
    client = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    client.settimeout(1)
    began = time.monotonic()
    try:
        client.bind((OTHER_CLIENT, 0))
        client.connect(SERVER)
        client.sendall(b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        answer = b""
        while b"\r\n" not in answer and len(answer) < 64:
            piece = client.recv(64)
            if not piece:
                break
            answer += piece
        status = answer.split(b" ")[1].decode() if answer.startswith(b"HTTP/1.") else "closed"
    except OSError as error:
        status = type(error).__name__
    finally:
        client.close()
    return status, time.monotonic() - began


phases = {"during": [], "after": []}
phase = "during"
after_began = None
last_drip = time.monotonic()
# Bounded: SECONDS of attack, then AFTER_SECONDS; each round takes at least ASK_EVERY.
while True:
    now = time.monotonic()
    collect_closed()
    if phase == "during" and (not by_descriptor or now - in_place >= arguments.seconds):
        outlived = len(by_descriptor)  # the deadline did not close these: the attacker gives up
        for descriptor, connection in by_descriptor.items():
            watcher.unregister(descriptor)
            connection.close()
        by_descriptor.clear()
        phase, after_began = "after", now
    if phase == "after" and now - after_began >= AFTER_SECONDS:
        break
    phases[phase].append(ask())
    if arguments.drip and phase == "during" and time.monotonic() - last_drip >= 1:
        last_drip = time.monotonic()
        for connection in by_descriptor.values():
            try:
                connection.send(b" ")
            except OSError:
                pass
    time.sleep(ASK_EVERY)

failed = []
for name, answers in phases.items():
    statuses = collections.Counter(status for status, _ in answers)
    summary = ", ".join(f"{status} x{count}" for status, count in sorted(statuses.items()))
    times = [seconds * 1000 for _, seconds in answers]
    timing = f"slowest {max(times):.1f} ms, median {statistics.median(times):.1f} ms" if times else "no answers"
    print(f"{name}: {len(answers)} answers: {summary or 'none'}; {timing}")
    late = [status for status, seconds in answers if status != "200" or seconds * 1000 >= arguments.budget_ms]
    if not answers or late:
        failed.append(f"{name}: {len(late)} of {len(answers)} answers not a 200 within {arguments.budget_ms:g} ms")

refused = ", ".join(f"{name} x{count}" for name, count in sorted(attack_failures.items()))
closes = (f"closed by the server after {min(closed_after):.2f}-{max(closed_after):.2f} s: {len(closed_after)}"
          if closed_after else "none closed by the server")
answered = "".join(f", answered {status} x{count}" for status, count in sorted(answered_attack.items()))
print(f"attack: {len(attack)} of {arguments.connections} connections in place in {in_place - started:.2f} s"
      f"{f' (failed: {refused})' if refused else ''}{' with --drip' if arguments.drip else ''}; {closes}"
      f"{answered}; still open when the attacker gave up: {outlived}")
if len(attack) < arguments.connections:
    failed.append(f"only {len(attack)} of {arguments.connections} attack connections were accepted")
if outlived:
    failed.append(f"{outlived} attack connections outlived the server's deadlines ({arguments.seconds:g} s)")
if arguments.check:
    for reason in failed:
        print(f"FAIL: {reason}")
    if failed:
        sys.exit(1)
    print(f"PASS: every answer to {OTHER_CLIENT} a 200 within {arguments.budget_ms:g} ms during and after the attack")
