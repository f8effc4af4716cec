#!/usr/bin/env bash
# Start-up and idle figures of a Tessera app in a real terminal (issue 14), with public tools only:
# tmux, a pty (python's pty support), ps and /proc.
#
#   Scripts/measure-terminal.sh [--trials N] [--idle SECONDS] [--size COLSxROWS] [--expect TEXT] [-- COMMAND ARGS...]
#
# Measures, and prints as a table:
#   - exec → first frame in tmux: from starting the command in a new tmux session until the pane
#     shows TEXT (polling `tmux capture-pane`), and the tmux floor: the same for `printf` of one line;
#   - exec → first frame on a pty: from spawning the command on a fresh pty (TERM=xterm-256color)
#     until TEXT arrives at the master, and the same floor; then the same with the master
#     answering the start-up queries (background colour, synchronized output, device attributes)
#     as xterm does: an app that asks waits out its timeout on a pty that never answers;
#   - idle resident memory (VmRSS; its private, private dirty and anonymous parts from
#     /proc/PID/smaps_rollup; private includes libraries only this process maps) and
#     idle CPU (utime + stime from /proc/PID/stat) over SECONDS of the app sitting in tmux.
#
# The command is the release gallery by default (built when missing), expecting "Tessera"; the
# peer screen of the benchmarks is `-- .build/release/tessera-peer`. Times are medians of
# N trials (5); the machine should be otherwise idle for figures worth comparing.
set -euo pipefail
cd "$(dirname "$0")/.."

for tool in tmux python3; do
  command -v "$tool" >/dev/null 2>&1 || { echo "measure-terminal: needs $tool" >&2; exit 2; }
done

wants_default=1
for argument in "$@"; do [ "$argument" = "--" ] && wants_default=0; done
if [ "$wants_default" = 1 ] && [ ! -x .build/release/gallery ]; then
  echo "measure-terminal: building the release gallery" >&2
  swift build -c release --product gallery >&2
fi

exec python3 - "$@" <<'PYTHON'
import fcntl, os, select, shlex, statistics, struct, subprocess, sys, termios, time

def fail(message):
    print(f"measure-terminal: {message}", file=sys.stderr)
    sys.exit(2)

arguments = sys.argv[1:]
options = {"trials": 5, "idle": 10.0, "size": "120x40", "expect": "Tessera"}
command = [".build/release/gallery"]
while arguments:
    argument = arguments.pop(0)
    if argument == "--":
        command = arguments
        break
    name = argument[2:]
    if not argument.startswith("--") or name not in options or not arguments:
        fail(f"unknown or incomplete argument {argument}")
    options[name] = arguments.pop(0)
if not command:
    fail("no command after --")
try:
    trials = max(1, int(options["trials"]))
    idle_seconds = max(1.0, float(options["idle"]))
    columns, rows = (int(part) for part in options["size"].split("x"))
except ValueError:
    fail("--trials, --idle and --size (COLSxROWS) need numbers")
if not (1 <= columns <= 1000 and 1 <= rows <= 1000):
    fail("--size is out of range")
expect = options["expect"]
environment = dict(os.environ)
environment.setdefault("LANG", "C.UTF-8")
socket = f"measure-terminal-{os.getpid()}"

def tmux(*words, check=True):
    return subprocess.run(["tmux", "-L", socket, "-f", "/dev/null", *words], check=check,
                          capture_output=True, text=True, env=environment).stdout

def shell_line(words):
    return "exec " + " ".join(shlex.quote(word) for word in words)

def floor_command(token):
    # One line, then stay (as an app does) so the pane keeps it.
    return ["sh", "-c", f"printf '%s\\n' {shlex.quote(token)}; exec sleep 600"]

def tmux_first_frame(words, text, keep=False, timeout=20.0):
    """Seconds from starting `words` in a new session until the pane shows `text`."""
    tmux("kill-session", "-t", "measured", check=False)
    start = time.perf_counter()
    tmux("new-session", "-d", "-s", "measured", "-x", str(columns), "-y", str(rows), shell_line(words))
    while time.perf_counter() - start < timeout:
        if text in tmux("capture-pane", "-p", "-t", "measured", check=False):
            elapsed = time.perf_counter() - start
            if not keep:
                tmux("kill-session", "-t", "measured", check=False)
            return elapsed
    fail(f"tmux never showed {text!r} from {' '.join(words)}")

# What xterm answers to the queries an app may send at start-up (a light background, synchronized
# output supported, and its device attributes); a pty with nobody behind it answers nothing, so an
# app that asks waits out its own timeout there.
XTERM_ANSWERS = [
    (b"\x1b]11;?", b"\x1b]11;rgb:ffff/ffff/ffff\x1b\\"),
    (b"\x1b[?2026$p", b"\x1b[?2026;2$y"),
    (b"\x1b[c", b"\x1b[?64;1;2;6;9;15;18;21;22c"),
]

def pty_first_frame(words, text, answering=False, timeout=20.0):
    """Seconds from spawning `words` on a fresh pty until `text` arrives at its master; with
    `answering`, the master answers start-up queries as xterm does (XTERM_ANSWERS)."""
    master, slave = os.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
    pty_environment = dict(environment, TERM="xterm-256color")
    start = time.perf_counter()
    process = subprocess.Popen(words, stdin=slave, stdout=slave, stderr=slave, env=pty_environment,
                               start_new_session=True)
    os.close(slave)
    received = b""
    answered = set()
    wanted = text.encode()
    try:
        while time.perf_counter() - start < timeout:
            ready, _, _ = select.select([master], [], [], 0.05)
            if ready:
                try:
                    chunk = os.read(master, 65536)
                except OSError:
                    break
                if not chunk:
                    break
                received += chunk
                if answering:
                    # Each query once, looked for in all that arrived: a query may span two reads.
                    for query, answer in XTERM_ANSWERS:
                        if query not in answered and query in received:
                            answered.add(query)
                            os.write(master, answer)
                if wanted in received:
                    return time.perf_counter() - start
        fail(f"the pty never received {text!r} from {' '.join(words)}")
    finally:
        process.kill()
        process.wait()
        os.close(master)

def median_ms(samples):
    return statistics.median(samples) * 1000, min(samples) * 1000

def proc_fields(pid):
    with open(f"/proc/{pid}/status") as status:
        values = dict(line.split(":", 1) for line in status if ":" in line)
    rss = int(values["VmRSS"].split()[0])
    rollup = {}
    try:
        with open(f"/proc/{pid}/smaps_rollup") as smaps:
            for line in smaps:
                parts = line.split()
                if len(parts) >= 2 and parts[0].endswith(":") and parts[1].isdigit():
                    rollup[parts[0][:-1]] = int(parts[1])
    except OSError:
        pass
    private = rollup.get("Private_Clean", 0) + rollup.get("Private_Dirty", 0) if rollup else None
    return rss, private, rollup.get("Private_Dirty"), rollup.get("Anonymous")

def cpu_ticks(pid):
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])   # utime, stime (fields 14 and 15)

tmux("new-session", "-d", "-s", "keeper", "sleep 100000")   # the server's start is not measured
socket_path = tmux("display-message", "-p", "-t", "keeper", "#{socket_path}").strip()
try:
    name = " ".join(command)
    floor_tmux = [tmux_first_frame(floor_command(f"ready-{trial}"), f"ready-{trial}") for trial in range(trials)]
    app_tmux = [tmux_first_frame(command, expect) for _ in range(trials)]
    floor_pty = [pty_first_frame(floor_command(f"ready-{trial}"), f"ready-{trial}") for trial in range(trials)]
    app_pty = [pty_first_frame(command, expect) for _ in range(trials)]
    app_answering_pty = [pty_first_frame(command, expect, answering=True) for _ in range(trials)]

    tmux_first_frame(command, expect, keep=True)
    pid = int(tmux("display-message", "-p", "-t", "measured", "#{pane_pid}").strip())
    time.sleep(2)   # let start-up work (first checks, caches) settle before "idle"
    ticks_before, clock_before = cpu_ticks(pid), time.perf_counter()
    time.sleep(idle_seconds)
    ticks_after, clock_after = cpu_ticks(pid), time.perf_counter()
    rss, private, dirty, anonymous = proc_fields(pid)
    ps_rss = subprocess.run(["ps", "-o", "rss=", "-p", str(pid)], capture_output=True, text=True).stdout.strip()
    cpu = (ticks_after - ticks_before) / os.sysconf("SC_CLK_TCK") / (clock_after - clock_before) * 100
finally:
    tmux("kill-server", check=False)
    if socket_path and os.path.exists(socket_path):
        os.unlink(socket_path)

def row(label, value):
    print(f"| {label:<46} | {value:>22} |")

print(f"{name} at {columns}×{rows}, {trials} trials (median, min)")
print(f"| {'measure':<46} | {'figure':>22} |")
print(f"| {'-' * 46} | {'-' * 22} |")
for label, samples in [("exec → first frame in tmux", app_tmux), ("tmux floor (printf of one line)", floor_tmux),
                       ("exec → first frame on a pty (xterm-256color)", app_pty),
                       ("  the same, the pty answering as xterm does", app_answering_pty),
                       ("pty floor (printf of one line)", floor_pty)]:
    middle, least = median_ms(samples)
    row(label, f"{middle:.1f} ms ({least:.1f})")
row("first frame in tmux, net of the floor", f"{(statistics.median(app_tmux) - statistics.median(floor_tmux)) * 1000:.1f} ms")
row("idle resident memory (VmRSS)", f"{rss / 1024:.1f} MB (ps: {int(ps_rss) / 1024:.1f})" if ps_rss.isdigit() else f"{rss / 1024:.1f} MB")
row("  private (Private_Clean + Private_Dirty)", f"{private / 1024:.1f} MB" if private is not None else "n/a")
row("  private dirty", f"{dirty / 1024:.1f} MB" if dirty is not None else "n/a")
row("  anonymous", f"{anonymous / 1024:.1f} MB" if anonymous is not None else "n/a")
row(f"idle CPU over {idle_seconds:g} s", f"{cpu:.2f} %")
PYTHON
