#!/usr/bin/env python3
"""Cold requests for `make bench-serve`: every body of TITLES (JSON, one per line) POSTed once to
/v1/measure of the server at URL, over CONNECTIONS keep-alive connections (one thread each).
Prints "requests seconds p50_ms p99_ms errors"."""
import http.client
import os
import sys
import threading
import time
from urllib.parse import urlparse

url = urlparse(sys.argv[1])
bodies = [line.rstrip("\n").encode() for line in open(sys.argv[2], encoding="utf-8")]
connections = int(sys.argv[3]) if len(sys.argv) > 3 else 32
latencies, errors = [], [0]
lock = threading.Lock()


def worker(share):
    connection = http.client.HTTPConnection(url.hostname, url.port)
    mine = []
    for body in share:
        started = time.perf_counter()
        connection.request("POST", "/v1/measure", body=body, headers={"Content-Type": "application/json"})
        response = connection.getresponse()
        response.read()
        mine.append(time.perf_counter() - started)
        if response.status != 200:
            with lock:
                errors[0] += 1
    with lock:
        latencies.extend(mine)


threads = [threading.Thread(target=worker, args=(bodies[i::connections],)) for i in range(connections)]
started = time.perf_counter()
for thread in threads:
    thread.start()
for thread in threads:
    thread.join()
seconds = time.perf_counter() - started
latencies.sort()
print(len(latencies), "%.3f" % seconds, "%.2f" % (latencies[len(latencies) // 2] * 1000),
      "%.2f" % (latencies[int(len(latencies) * 0.99)] * 1000), errors[0])
