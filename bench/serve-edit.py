#!/usr/bin/env python3
"""Measures how long a one-page edit takes to reach an open page under `dsgen serve`: from the
moment the file is saved to the moment the page's event stream says `reload`.

usage: serve-edit.py DSGEN CONTENT_DIR TEMPLATES_DIR PAGE_RELATIVE_PATH [RUNS]

Starts `DSGEN serve` on a free port, waits for it, then edits the page RUNS times (default 10),
one edit at a time, and prints each latency and the median. The page is restored afterwards.
"""
import http.client
import os
import re
import statistics
import subprocess
import sys
import threading
import time

dsgen, content, templates, page = sys.argv[1:5]
runs = int(sys.argv[5]) if len(sys.argv) > 5 else 10
server = subprocess.Popen([dsgen, "serve", "--content", content, "--templates", templates, "--port", "0"],
                          stderr=subprocess.PIPE, text=True)
try:
    port = None
    started = time.time()
    for line in server.stderr:
        print(line.rstrip(), file=sys.stderr)
        match = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
        if match:
            port = int(match.group(1))
            break
    # The server listens first and then builds; edits start once the first build is done.
    for line in server.stderr:
        print(line.rstrip(), file=sys.stderr)
        if line.startswith("Built ") or line.startswith("The build failed"):
            break
    print(f"startup (initial build included): {time.time() - started:.2f} s")
    # Keep reading the server's log (its rebuild times), so that its pipe never fills.
    threading.Thread(target=lambda: [print("  server:", line.rstrip()) for line in server.stderr], daemon=True).start()
    connection = http.client.HTTPConnection("127.0.0.1", port)
    connection.request("GET", "/__dsgen/events")
    stream = connection.getresponse()
    stream.readline()  # retry:
    stream.readline()
    path = os.path.join(content, page)
    original = open(path).read()
    latencies = []
    try:
        for run in range(runs):
            time.sleep(0.5)
            saved = time.time()
            with open(path, "w") as handle:
                handle.write(original + f"\n\nEdit number {run}.\n")
            while True:
                line = stream.readline().decode()
                if line.startswith("event: reload"):
                    latencies.append(time.time() - saved)
                    break
    finally:
        with open(path, "w") as handle:
            handle.write(original)
    for latency in latencies:
        print(f"save to reload: {latency * 1000:.0f} ms")
    print(f"median {statistics.median(latencies) * 1000:.0f} ms, max {max(latencies) * 1000:.0f} ms over {len(latencies)} edits")
finally:
    server.terminate()
    server.wait()
