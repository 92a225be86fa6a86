"""End-to-end: a wheel's haptic tick through feedbackd (issue 55). The real daemon
(/usr/libexec/feedbackd, the package feedbackd) runs on the test's session bus, started by
D-Bus activation as the phones start it; with no haptic hardware it still answers, and
dbus-monitor sees each TriggerFeedback call the app makes."""
import os
import re
import subprocess
import threading
import time

import pyatspi
import pytest

from driver import expect, wait_for

FEEDBACKD = "/usr/libexec/feedbackd"


class Bus:
    """The TriggerFeedback calls on a session bus, as dbus-monitor sees them (read by a
    thread of the test's, as they come)."""

    def __init__(self, address=None):
        env = dict(os.environ, **({"DBUS_SESSION_BUS_ADDRESS": address} if address else {}))
        self.monitor = subprocess.Popen(
            ["dbus-monitor", "--session", "type='method_call',member='TriggerFeedback'"],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env)
        self.lines = []
        threading.Thread(target=lambda: self.lines.extend(self.monitor.stdout),
                         daemon=True).start()

    def calls(self):
        """Each call's strings: (app id, event, profile key, profile)."""
        text = "".join(list(self.lines))
        return [re.findall(r'string "([^"]*)"', call)
                for call in text.split("member=TriggerFeedback")[1:]]

    def close(self):
        self.monitor.terminate()
        self.monitor.wait()


@pytest.fixture
def bus():
    if not os.path.exists(FEEDBACKD):
        pytest.skip("feedbackd is not installed (make deps-test)")
    monitor = Bus()
    time.sleep(0.3)  # dbus-monitor has become a monitor
    yield monitor
    monitor.close()


def turned(app, wheel):
    return app.at_rest(wheel)[0]


def test_each_row_turned_sends_one_haptic_tick(launch, bus):
    """The first turn connects libfeedback (its first ticks go before the connection is
    made); then three notches, three rows, three button-pressed events, quiet, named by
    the app's id."""
    app = launch("--page", "single")
    app.scroll("Character", 1)
    wait_for(lambda: turned(app, "Character") == "Leia", what="the first row")
    time.sleep(0.5)  # the connection is made
    before = len(bus.calls())
    app.scroll("Character", 3)
    expect("Artoo", turned(app, "Character"), "the Character three rows on")
    wait_for(lambda: len(bus.calls()) >= before + 3, timeout=3, what="three haptic ticks")
    time.sleep(0.5)
    calls = bus.calls()[before:]
    expect(3, len(calls), "TriggerFeedback calls for three rows")
    for call in calls:
        expect(["io.github.pickers.Pickers", "button-pressed", "profile", "quiet"], call[:4],
               "the call's app id, event and profile")


def test_a_fling_sends_no_more_ticks_than_rows_that_pass(launch, bus):
    app = launch("--page", "dependent")
    app.pick("State", "Texas")
    app.scroll("Zip code", 1)  # connects
    time.sleep(0.5)
    start = app.at_rest("Zip code")[0]
    before = len(bus.calls())
    app.drag("Zip code", -150, pause=0, spacing=0.01)
    end = app.at_rest("Zip code", timeout=8)[0]
    rows = abs(app.rows("Zip code").index(end) - app.rows("Zip code").index(start))
    time.sleep(0.5)
    sent = len(bus.calls()) - before
    assert rows > 3, f"the swipe turned {rows} rows"
    assert 0 < sent <= rows, f"{sent} haptic ticks for {rows} rows"


def private_bus(tmp_path):
    """A session bus with no services to start: feedbackd cannot be reached on it."""
    config = tmp_path / "bus.conf"
    config.write_text(
        '<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"'
        ' "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">\n'
        "<busconfig><type>session</type><listen>unix:tmpdir=/tmp</listen>"
        '<policy context="default"><allow send_destination="*" eavesdrop="true"/>'
        '<allow eavesdrop="true"/><allow own="*"/></policy></busconfig>\n')
    daemon = subprocess.Popen(["dbus-daemon", f"--config-file={config}", "--nofork",
                               "--print-address"], stdout=subprocess.PIPE, text=True)
    return daemon, daemon.stdout.readline().strip()


def test_without_feedbackd_the_wheel_turns_and_says_so_once(launch, tmp_path):
    pyatspi.Registry.getDesktop(0)  # the X server then names the accessibility bus
    daemon, address = private_bus(tmp_path)
    try:
        monitor = Bus(address)
        app = launch("--page", "single", env={"DBUS_SESSION_BUS_ADDRESS": address})
        for notches, row in [(2, "Han"), (2, "Artoo")]:
            app.scroll("Character", notches)
            expect(row, turned(app, "Character"), "the wheel, turning without feedbackd")
        status, stderr = app.close()
        monitor.close()
    finally:
        daemon.terminate()
        daemon.wait()
    expect(0, status, "exit status")
    expect([], monitor.calls(), "TriggerFeedback calls")
    lines = [line for line in stderr.splitlines() if "haptic" in line]
    expect(1, len(lines), f"lines about haptics in {stderr!r}")


# A feedbackd that takes every TriggerFeedback call and never answers one, on its own bus:
# prints "ready" once it owns the daemon's name, then "call" for each call.
STUCK_FEEDBACKD = """
import sys
from gi.repository import Gio, GLib
node = Gio.DBusNodeInfo.new_for_xml(open(sys.argv[2]).read())
bus = Gio.DBusConnection.new_for_address_sync(
    sys.argv[1], Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT
    | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION, None, None)
held = []
def called(connection, sender, path, interface, method, parameters, invocation):
    if method == "TriggerFeedback":
        held.append(invocation)
        print("call", flush=True)
    else:
        invocation.return_value(None)
bus.register_object("/org/sigxcpu/Feedback", node.interfaces[0], called,
                    lambda *_: GLib.Variant("s", "full"), None)
bus.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
              "RequestName", GLib.Variant("(su)", ("org.sigxcpu.Feedback", 4)), None,
              Gio.DBusCallFlags.NONE, -1, None)
print("ready", flush=True)
GLib.MainLoop().run()
"""


def test_a_stuck_feedbackd_gets_one_call_not_one_per_row(launch, tmp_path):
    """A daemon that never answers (busy, or hung): the wheel turns on, and the app sends
    one tick and waits for its answer rather than queueing a call per row behind it."""
    interface = "/usr/share/dbus-1/interfaces/org.sigxcpu.Feedback.xml"
    if not os.path.exists(interface):
        pytest.skip("libfeedback's interface is not installed (make deps-test)")
    pyatspi.Registry.getDesktop(0)
    daemon, address = private_bus(tmp_path)
    fake = subprocess.Popen(["/usr/bin/python3", "-c", STUCK_FEEDBACKD, address, interface],
                            stdout=subprocess.PIPE, text=True)
    try:
        expect("ready\n", fake.stdout.readline(), "the stuck daemon")
        calls = []
        threading.Thread(target=lambda: calls.extend(fake.stdout), daemon=True).start()
        app = launch("--page", "single", env={"DBUS_SESSION_BUS_ADDRESS": address})
        # A row at a time until the first tick reaches the daemon (the first turn connects).
        characters = ["Luke", "Leia", "Han", "Chewbacca", "Artoo", "Threepio", "Lando"]
        row = 0
        while not calls and row < 3:
            row += 1
            app.scroll("Character", 1)
            expect(characters[row], turned(app, "Character"), "the wheel, connecting")
            deadline = time.monotonic() + 1
            while not calls and time.monotonic() < deadline:
                time.sleep(0.05)
        expect(1, len(calls), "TriggerFeedback calls once connected")
        app.scroll("Character", 3)
        expect(characters[row + 3], turned(app, "Character"),
               "the wheel, three rows on beside a stuck daemon")
        time.sleep(0.5)
        expect(1, len(calls), "TriggerFeedback calls for three more rows, none answered")
        status, stderr = app.close()
        expect(0, status, f"exit status; stderr {stderr!r}")
    finally:
        fake.terminate()
        fake.wait()
        daemon.terminate()
        daemon.wait()
