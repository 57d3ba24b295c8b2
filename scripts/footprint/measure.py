"""Start-to-first-paint and memory of a desktop app under the current X
display (run inside xvfb-run). Prints one JSON object.

First paint: the time from starting the process until the root window
shows the page (more than 24 distinct colours: text has been rendered),
polled with ImageMagick's `import` (each poll takes ~30-60 ms, which bounds
the resolution). Memory: three seconds after the first paint, the PSS of
the app and every process it started (WebKitWebProcess,
WebKitNetworkProcess), from /proc/<pid>/smaps_rollup.

    python3 measure.py BINARY [RUNS] [ENV=VALUE ...]
"""
import json
import os
import statistics
import subprocess
import sys
import time


def colours() -> int:
    out = subprocess.run(
        ["import", "-window", "root", "-format", "%k", "info:-"],
        capture_output=True, text=True, check=False,
    ).stdout.strip()
    return int(out) if out.isdigit() else 0


def descendants(root: int) -> list[int]:
    parents = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as f:
                    fields = f.read().rsplit(")", 1)[1].split()
                parents[int(entry)] = int(fields[1])
            except OSError:
                pass
    found, frontier = [root], [root]
    while frontier:
        frontier = [p for p, parent in parents.items() if parent in frontier]
        found += frontier
    return found


def pss_kib(pid: int) -> int:
    try:
        with open(f"/proc/{pid}/smaps_rollup") as f:
            for line in f:
                if line.startswith("Pss:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


def once(binary: str, env: dict) -> tuple[float, float]:
    start = time.monotonic()
    log = open("/tmp/footprint-app.log", "w")
    app = subprocess.Popen([binary], env={**os.environ, **env},
                           stdout=subprocess.DEVNULL, stderr=log)
    try:
        while colours() <= 24:
            if time.monotonic() - start > 30:
                raise SystemExit(f"{binary}: nothing painted in 30 s")
            if app.poll() is not None:
                with open("/tmp/footprint-app.log") as f:
                    tail = f.read()[-2000:]
                raise SystemExit(f"{binary} exited with {app.returncode}:\n{tail}")
        paint = time.monotonic() - start
        time.sleep(3)
        memory = sum(pss_kib(p) for p in descendants(app.pid)) / 1024
        return paint, memory
    finally:
        app.terminate()
        try:
            app.wait(timeout=5)
        except subprocess.TimeoutExpired:
            app.kill()
        time.sleep(1)


def main() -> None:
    binary = sys.argv[1]
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    env = dict(arg.split("=", 1) for arg in sys.argv[3:])
    once(binary, env)  # warm the page cache; not counted
    samples = [once(binary, env) for _ in range(runs)]
    print(json.dumps({
        "binary": binary,
        "first_paint_s": round(statistics.median(s[0] for s in samples), 3),
        "pss_mib": round(statistics.median(s[1] for s in samples), 1),
        "samples": [[round(a, 3), round(b, 1)] for a, b in samples],
    }))


if __name__ == "__main__":
    main()
