#!/usr/bin/python3
"""Opens and closes alerts, and the Meal Picker and Animal Chooser windows, many times in
one running `pickers` and prints its resident memory as it goes: memory that keeps growing
with the count is a leak.

    xvfb-run -a -s '-screen 0 1280x1024x24 -noreset' dbus-run-session -- \
        /usr/bin/python3 scripts/leakcheck.py [rounds]
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "Tests", "e2e"))
from driver import Pickers, wait_for  # noqa: E402


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def main(rounds):
    app = Pickers("--page", "double")
    pages = ["Double", "Single", "Dependent", "Date"]
    samples = []
    for i in range(rounds + 1):
        if i % 50 == 0:
            samples.append((i, rss_kib(app.process.pid)))
            print(f"{i:5d} alerts  RSS {samples[-1][1] / 1024:7.1f} MiB", flush=True)
        if i == rounds:
            break
        app.select_tab(pages[i % len(pages)])
        app.press("Select")
        app.alert()
        app.dismiss_alert()
        if i % 5 == 0:  # a secondary window opened and closed with its close button
            title = "Meal Picker" if i % 10 == 0 else "Animal Chooser"
            app.menu(title)
            window = app.top_window(title)
            app.require("push button", "Close", root=window).queryAction().doAction(0)
            wait_for(lambda: title not in app.top_window_names(), what=f"{title} to close")
    status, stderr = app.close()
    first, last = samples[1][1], samples[-1][1]  # from 50, after caches warmed up
    per_alert = (last - first) * 1024 / max(1, samples[-1][0] - samples[1][0])
    print(f"growth from {samples[1][0]} to {samples[-1][0]} alerts ({samples[-1][0] // 5} windows): {(last - first) / 1024:.2f} MiB"
          f" ({per_alert:.0f} bytes per alert); exit status {status}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 400)
