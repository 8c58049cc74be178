#!/usr/bin/env python3
"""Slowloris against a running `buttonsizer serve`, on loopback only (docs/service.md "Hostile clients").

CONNECTIONS connections from 127.0.0.1 each send a request head announcing a 100-byte body, and one
byte of it; with --drip they send another body byte every second (defeating an idle timeout). A second
client, bound to 127.0.0.2, then asks GET /healthz every 50 ms on a fresh connection until it gets a
200 or SECONDS pass. Prints how long that took and how the answers went, e.g.
  first 200 after 0.004 s; 1 answers: 200 x1; attack connections still open: 16 of 300

  scripts/slowloris.py PORT [--connections 300] [--seconds 40] [--drip]
"""
import argparse
import collections
import socket
import time

parser = argparse.ArgumentParser()
parser.add_argument("port", type=int)
parser.add_argument("--connections", type=int, default=300)
parser.add_argument("--seconds", type=float, default=40)
parser.add_argument("--drip", action="store_true")
arguments = parser.parse_args()

head = (b"POST /v1/measure HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
        b"Content-Length: 100\r\n\r\n{")
attack = []
for _ in range(arguments.connections):
    connection = socket.create_connection(("127.0.0.1", arguments.port), timeout=2)
    try:
        connection.sendall(head)
    except OSError:
        pass  # refused by a per-client limit: the server closed it at once
    attack.append(connection)


def ask():
    """One GET /healthz from 127.0.0.2: its status, or the reason it had none."""
    client = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    client.settimeout(1)
    try:
        client.bind(("127.0.0.2", 0))
        client.connect(("127.0.0.1", arguments.port))
        client.sendall(b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        answer = client.recv(64)
        return answer.split(b" ")[1].decode() if answer.startswith(b"HTTP/1.") else "closed"
    except OSError as error:
        return type(error).__name__
    finally:
        client.close()


def still_open(connection):
    """Whether the server has not closed this attack connection (a read would block)."""
    connection.setblocking(False)
    try:
        return connection.recv(1) != b""  # b"": closed by the server
    except BlockingIOError:
        return True
    except OSError:
        return False
    finally:
        connection.setblocking(True)


start = time.monotonic()
answers = collections.Counter()
first_ok = None
last_drip = start
while time.monotonic() - start < arguments.seconds:
    status = ask()
    answers[status] += 1
    if status == "200":
        first_ok = time.monotonic() - start
        break
    if arguments.drip and time.monotonic() - last_drip >= 1:
        last_drip = time.monotonic()
        for connection in attack:
            try:
                connection.send(b" ")
            except OSError:
                pass
    time.sleep(0.05)

summary = ", ".join(f"{status} x{count}" for status, count in sorted(answers.items()))
held = sum(still_open(connection) for connection in attack)
when = f"first 200 after {first_ok:.3f} s" if first_ok is not None else f"no 200 in {arguments.seconds:g} s"
print(f"{when}; {sum(answers.values())} answers: {summary}; attack connections still open: {held} of {len(attack)}")
