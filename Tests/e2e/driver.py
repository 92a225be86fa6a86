"""Drives the real `pickers` window through AT-SPI, as a screen reader or a person would.

No test-only hooks exist in the app: everything here goes through the accessibility tree
that GTK exposes (tabs are a `page tab list`, wheels are `table`s selected through their
Selection interface, buttons are clicked through their Action interface, alerts are role
`alert` with `label` children).
"""
import datetime
import os
import subprocess
import tempfile
import time

import pyatspi

from screen import SCREEN, WAYLAND, frame_property  # noqa: F401 (frame_property: for the tests)

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
BINARY = os.environ.get("PICKERS_BINARY", os.path.join(ROOT, ".build", "debug", "pickers"))


class ScreenMismatch(AssertionError):
    """What was expected, and what the screen showed."""


def expect(expected, shown, what):
    if expected != shown:
        raise ScreenMismatch(f"{what}: expected {expected!r}, the screen showed {shown!r}")


def wait_for(condition, timeout=5.0, interval=0.05, what="condition"):
    """Polls `condition` until it returns a truthy value; returns it."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            value = condition()
        except ScreenMismatch:
            raise
        except Exception:  # the tree may change under us while GTK rebuilds it
            value = None
        if value:
            return value
        if time.monotonic() > deadline:
            raise ScreenMismatch(f"timed out after {timeout:.1f} s waiting for {what}")
        time.sleep(interval)


def cell_name(cell):
    """The name of a wheel row: an image row's name is its text cell's name."""
    if cell.name:
        return cell.name
    for i in range(cell.childCount):
        child = cell.getChildAtIndex(i)
        if child is not None and child.name:
            return child.name
    return ""


def toplevel_of(node):
    """The window (frame, dialog, alert) that `node` is in, and its application."""
    while True:
        parent = node.parent
        if parent is None or parent.getRoleName() == "application":
            return node, parent
        node = parent


def extents(node):
    """A node's (x, y, width, height) on the screen. Under Wayland AT-SPI knows only the
    place inside the window's surface; the screen adds where the compositor put it."""
    box = node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    if not WAYLAND:
        return box.x, box.y, box.width, box.height
    toplevel, app = toplevel_of(node)
    x, y = SCREEN.origin(toplevel, app.get_process_id()) if app is not None else (0, 0)
    return box.x + x, box.y + y, box.width, box.height


def xdotool(*args):
    subprocess.run(["xdotool", *args], check=True, timeout=20)


def is_showing(node):
    state = node.getState()
    return state.contains(pyatspi.STATE_SHOWING) and state.contains(pyatspi.STATE_VISIBLE)


_display_ready = False


def wait_for_display(timeout=10.0):
    """Waits until the X server answers, once, before the first launch. The server must run
    with -noreset (make's XVFB does): without it, the server resets when this probe (its
    last client) leaves, and an app connecting during the reset exits with "cannot open a
    display"."""
    global _display_ready
    if _display_ready or not os.environ.get("DISPLAY"):
        return
    deadline = time.monotonic() + timeout
    while subprocess.run(["xdotool", "getdisplaygeometry"], capture_output=True).returncode != 0:
        if time.monotonic() > deadline:
            raise ScreenMismatch(f"the X server {os.environ['DISPLAY']} did not answer in {timeout:.0f} s")
        time.sleep(0.1)
    _display_ready = True


def local_clock_at(hour, minute, second=0):
    """(TZ, local date): a POSIX TZ whose offset makes the local clock read `hour`:`minute`:
    `second` now (the nearest such moment, the offset within 12 hours), and the local date
    it is then. Tests fake the local clock this way: libfaketime's LD_PRELOAD leaves Swift's
    CommandLine empty."""
    now = datetime.datetime.now(datetime.timezone.utc).replace(tzinfo=None, microsecond=0)
    wanted = datetime.datetime.combine(now.date(), datetime.time(hour, minute, second))
    offset = int((now - wanted).total_seconds())  # POSIX: local time = UTC - offset
    offset = (offset + 12 * 3600) % (24 * 3600) - 12 * 3600
    sign, seconds = ("-" if offset < 0 else "+"), abs(offset)
    zone = f"XYZ{sign}{seconds // 3600}:{seconds % 3600 // 60:02}:{seconds % 60:02}"
    return zone, (now - datetime.timedelta(seconds=offset)).date()


def fresh_home():
    """A temporary HOME with empty XDG folders under it, and GSettings kept in a key file
    there (`GSETTINGS_BACKEND=keyfile`, in `$XDG_CONFIG_HOME/glib-2.0/settings/keyfile`)."""
    home = tempfile.mkdtemp(prefix="pickers-home-")
    folders = {"XDG_CONFIG_HOME": ".config", "XDG_DATA_HOME": ".local/share",
               "XDG_CACHE_HOME": ".cache", "XDG_STATE_HOME": ".local/state"}
    env = {name: os.path.join(home, path) for name, path in folders.items()}
    for path in env.values():
        os.makedirs(path)
    return dict(env, HOME=home, GSETTINGS_BACKEND="keyfile")


class Pickers:
    """One running `pickers` process and its accessibility tree."""

    def __init__(self, *args, env=None, cwd=None, binary=None, title="Pickers", preexec_fn=None):
        self.stderr_file = tempfile.NamedTemporaryFile(prefix="pickers-stderr-", delete=False)
        # English unless the test says otherwise, whatever the developer's own locale; and
        # a home of its own, so no test reads or writes the developer's files or sees what
        # another test saved (tests of the saved state pass their own XDG_STATE_HOME).
        # GStreamer's autoaudiosink tries JACK first; libjack keeps a Berkeley DB in
        # /dev/shm whose lock a client killed inside it leaves held, and every later
        # client's sound thread then waits for ever: no test may touch it.
        full_env = dict(os.environ, LC_ALL="C.UTF-8", LANGUAGE="",
                        GST_PLUGIN_FEATURE_RANK="jackaudiosink:NONE", **fresh_home())
        full_env.update(env or {})
        full_env.pop("NO_AT_BRIDGE", None)
        wait_for_display()
        self.process = subprocess.Popen(
            [binary or BINARY, *args], stderr=self.stderr_file, stdout=subprocess.DEVNULL, env=full_env,
            cwd=cwd, preexec_fn=preexec_fn)
        self.app = wait_for(self._find_app, timeout=float(os.environ.get("PICKERS_START_TIMEOUT", "20")), what="the pickers window on AT-SPI")
        self.window = wait_for(lambda: self.find("frame", title, root=self.app),
                               timeout=10, what=f"the window {title!r}")

    def _find_app(self):
        if self.process.poll() is not None:
            with open(self.stderr_file.name, encoding="utf-8", errors="replace") as f:
                raise ScreenMismatch(f"pickers exited with status {self.process.returncode} "
                                     f"before its window appeared:\n{f.read()}")
        desktop = pyatspi.Registry.getDesktop(0)
        for i in range(desktop.childCount):
            app = desktop.getChildAtIndex(i)
            try:
                if app is not None and app.get_process_id() == self.process.pid:
                    return app if app.childCount > 0 else None
            except Exception:
                continue
        return None

    # Finding things

    def find_all(self, role, name=None, root=None, showing=None):
        """Every node of `role` (and `name`) below `root`, not looking inside tables."""
        found = []

        def walk(node):
            if node is None:
                return
            try:
                if node.getRoleName() == role and (name is None or node.name == name):
                    if showing is None or is_showing(node) == showing:
                        found.append(node)
                if node.getRoleName() == "table":
                    return
                for i in range(node.childCount):
                    walk(node.getChildAtIndex(i))
            except Exception:
                return

        walk(root or self.app)
        return found

    def find(self, role, name=None, root=None, showing=None):
        nodes = self.find_all(role, name, root, showing)
        return nodes[0] if nodes else None

    def require(self, role, name=None, root=None, showing=True, timeout=5.0):
        return wait_for(lambda: self.find(role, name, root, showing), timeout=timeout,
                        what=f"a {'showing ' if showing else ''}{role} named {name!r}")

    # Tabs

    def tab_list(self):
        return self.require("page tab list", root=self.window)

    def tabs(self):
        tabs = self.tab_list()
        return [tabs.getChildAtIndex(i).name for i in range(tabs.childCount)]

    def select_tab(self, name):
        tabs = self.tab_list()
        names = self.tabs()
        if name not in names:
            raise ScreenMismatch(f"tab {name!r}: expected among the tabs, the screen showed {names}")
        tabs.querySelection().selectChild(names.index(name))
        wait_for(lambda: tabs.getChildAtIndex(names.index(name)).getState().contains(
            pyatspi.STATE_SELECTED), what=f"tab {name!r} selected")
        return tabs.getChildAtIndex(names.index(name))

    # Wheels

    def wheel(self, name, root=None):
        return self.require("table", name, root=root)

    def rows(self, wheel_name):
        """The titles of a wheel's rows. Read again when the wheel goes while they are read:
        a page rebuilds its wheels for a new row height (the reels, once a phone's window
        takes its size), and the accessible read a moment before is then gone."""
        def read():
            table = self.wheel(wheel_name).queryTable()
            return ([cell_name(table.getAccessibleAt(r, 0)) for r in range(table.nRows)],)
        return wait_for(read, what=f"the rows of {wheel_name!r}")[0]

    def row_count(self, wheel_name):
        """How many rows a wheel has (read again, as `rows`, when the wheel goes meanwhile)."""
        return wait_for(lambda: (self.wheel(wheel_name).queryTable().nRows,),
                        what=f"the row count of {wheel_name!r}")[0]

    def row(self, wheel_name, index):
        return cell_name(self.wheel(wheel_name).queryTable().getAccessibleAt(index, 0))

    def selected(self, wheel_name):
        selection = self.wheel(wheel_name).querySelection()
        if selection.nSelectedChildren == 0:
            return None
        return cell_name(selection.getSelectedChild(0))

    def pick(self, wheel_name, row_name):
        """Selects the row named `row_name`, as a click would (the tree's `changed`)."""
        wheel = self.wheel(wheel_name)
        table = wheel.queryTable()
        names = [cell_name(table.getAccessibleAt(r, 0)) for r in range(table.nRows)]
        if row_name not in names:
            raise ScreenMismatch(
                f"wheel {wheel_name!r}: expected a row {row_name!r}, the screen showed {names[:12]}…")
        row = names.index(row_name)
        wheel.querySelection().selectChild(table.getIndexAt(row, 0))
        wait_for(lambda: self.selected(wheel_name) == row_name,
                 what=f"{row_name!r} selected in {wheel_name!r}")

    def pick_index(self, wheel_name, row):
        """Selects row number `row` (as a click would) and returns its name."""
        wheel = self.wheel(wheel_name)
        table = wheel.queryTable()
        name = cell_name(table.getAccessibleAt(row, 0))
        wheel.querySelection().selectChild(table.getIndexAt(row, 0))
        wait_for(lambda: self.selected(wheel_name) == name,
                 what=f"{name!r} selected in {wheel_name!r}")
        return name

    # Turning wheels as a person does: the pointer and keys, through the X server (xdotool)

    def selected_cell(self, wheel_name, root=None):
        selection = self.wheel(wheel_name, root=root).querySelection()
        return selection.getSelectedChild(0) if selection.nSelectedChildren else None

    def selected_centre(self, wheel_name, root=None):
        """The screen position (x, y) of the selected row's centre."""
        x, y, width, height = extents(self.selected_cell(wheel_name, root=root))
        return x + width // 2, y + height // 2

    def scroll(self, wheel_name, notches, root=None):
        """Turns the mouse wheel over the band of a wheel: `notches` > 0 scrolls down."""
        SCREEN.scroll(*self.selected_centre(wheel_name, root=root), notches)

    def drag(self, wheel_name, dy, root=None, pause=0.25, spacing=0.0):
        """Drags a wheel by `dy` pixels (negative: up) from its band in eight moves
        `spacing` seconds apart, waits `pause` seconds holding still (so nothing is flung),
        and lets go. A swipe: pause 0, and the moves as far apart as a hand's (10 ms)."""
        x, y = self.selected_centre(wheel_name, root=root)
        steps = 8  # eight moves adding up to dy exactly
        moves = [dy * (step + 1) // steps - dy * step // steps for step in range(steps)]
        SCREEN.drag(x, y, moves, pause, spacing)

    def click_at(self, x, y, count=1):
        SCREEN.click(x, y, count=count)

    def at_rest(self, wheel_name, root=None, timeout=5.0):
        """Waits until the wheel has stopped (the selected row and its place unchanged for
        0.3 s); returns (row name, centre y)."""
        last = [None, 0.0]

        def still():
            state = (self.selected(wheel_name), self.selected_centre(wheel_name, root=root)[1])
            now = time.monotonic()
            if state != last[0]:
                last[0], last[1] = state, now
                return None
            return state if now - last[1] >= 0.3 else None
        return wait_for(still, timeout=timeout, interval=0.05, what=f"{wheel_name!r} at rest")

    # Buttons and alerts

    def press(self, button_name):
        button = self.require("push button", button_name)
        button.queryAction().doAction(0)

    def button_showing(self, button_name):
        return self.find("push button", button_name, showing=True) is not None

    def alert(self, timeout=5.0):
        """The open alert as (title, message, button text)."""
        alert = wait_for(lambda: self.find("alert", showing=True), timeout=timeout,
                         what="an alert")
        labels = [label.name for label in self.find_all("label", root=alert) if label.name]
        buttons = [b.name for b in self.find_all("push button", root=alert)]
        title = labels[0] if labels else ""
        message = labels[1] if len(labels) > 1 else ""
        return title, message, (buttons[0] if buttons else "")

    def close_alert(self):
        """Closes the open alert with Escape, as a person does who wants none of its button
        (the win alert's "Spin again" spins)."""
        alert = wait_for(lambda: self.find("alert", showing=True), what="an alert")
        self.keys("Escape", window=alert.name)
        wait_for(lambda: self.find("alert", showing=True) is None, what="the alert to close")

    def dismiss_alert(self):
        alert = wait_for(lambda: self.find("alert", showing=True), what="an alert")
        button = self.find("push button", root=alert)
        button.queryAction().doAction(0)
        wait_for(lambda: self.find("alert", showing=True) is None, what="the alert to close")

    def label_showing(self, text):
        return self.find("label", text, showing=True) is not None

    def labels_showing(self, root=None):
        """The texts of every label showing."""
        return [label.name for label in self.find_all("label", root=root, showing=True)]

    def sensitive(self, role, name):
        node = self.require(role, name)
        return node.getState().contains(pyatspi.STATE_SENSITIVE)

    # Menu and other windows

    def menu(self, item, menu_button="Main Menu"):
        """Opens the primary menu (the button named `menu_button`) and activates `item`
        ("Animal Chooser", "Quit"…)."""
        button = self.require("toggle button", menu_button, root=self.window)
        button.queryAction().doAction(0)
        entry = self.require("push button", item, timeout=5)
        entry.queryAction().doAction(0)

    def top_window(self, name, timeout=5.0):
        """A showing top-level window (frame or dialog) of the app named `name`, once the
        screen shows it too: a person acts on a window they see, and a Wayland compositor
        stacks windows in the order it maps them, not in the order GTK shows them."""
        def find():
            for i in range(self.app.childCount):
                node = self.app.getChildAtIndex(i)
                if node is not None and node.name == name and is_showing(node):
                    return node if SCREEN.shows(self.process.pid, name) else None
            return None
        return wait_for(find, timeout=timeout, what=f"the window {name!r}")

    def x_window(self):
        """The X window id of the main window (for xprop)."""
        return subprocess.run(["xdotool", "search", "--onlyvisible", "--limit", "1", "--pid",
                               str(self.process.pid), "--name", "^.+$"], check=True,
                              capture_output=True, text=True, timeout=10).stdout.split()[0]

    def top_window_names(self):
        names = []
        for i in range(self.app.childCount):
            node = self.app.getChildAtIndex(i)
            if node is not None and is_showing(node):
                names.append(node.name)
        return names

    def current_tab(self):
        tabs = self.tab_list()
        for i in range(tabs.childCount):
            if tabs.getChildAtIndex(i).getState().contains(pyatspi.STATE_SELECTED):
                return tabs.getChildAtIndex(i).name
        return None

    # Keyboard

    def keys(self, combo, window="Pickers"):
        """Types a key combination in xdotool's names ("alt+1", "ctrl+Page_Down", "F1")
        into the window titled `window`, as a person at the keyboard would: through the X
        server (XTest), or the Wayland seat's virtual keyboard. The window is given the
        focus first (there may be no window manager to do it)."""
        SCREEN.focus(self.process.pid, window)
        SCREEN.key(combo)

    def type_text(self, text, window="Pickers"):
        """Types `text` into the window titled `window` (type-ahead in a wheel)."""
        SCREEN.focus(self.process.pid, window)
        SCREEN.type(text)

    # Ending

    def gstreamer_started(self):
        """Whether GStreamer has made a pipeline: its playbin plugin is mapped. GStreamer is
        linked, so its library is always mapped; gst_init and the plugins come with the
        first sound to prepare or play."""
        with open(f"/proc/{self.process.pid}/maps", encoding="utf-8") as f:
            return "/gstreamer-1.0/libgstplayback" in f.read()

    def stderr_so_far(self):
        """What the app has written to standard error so far."""
        with open(self.stderr_file.name, encoding="utf-8", errors="replace") as f:
            return f.read()

    def traced(self, milestone):
        """The times (ms from the app's start) at which it traced `milestone` so far; the
        app traces only with PICKERS_TRACE=1 in its environment."""
        lines = [line.split(" ", 2) for line in self.stderr_so_far().splitlines()
                 if line.startswith("trace ")]
        return [float(time) for _, time, what in lines if what.startswith(milestone)]

    def images_decoded(self, seen=0, timeout=5.0):
        """Waits until the images asked for have all arrived or been given up for the
        (`seen` + 1)th time ("trace … images decoded", PICKERS_TRACE=1): images decode on
        worker threads, after the page shows."""
        return wait_for(lambda: len(self.traced("images decoded")) > seen, timeout=timeout,
                        what="the images to be decoded")

    def alive(self):
        return self.process.poll() is None

    def close(self, timeout=10):
        """Ends the process (SIGTERM); returns its exit status and standard error.
        Closing again returns the same."""
        if getattr(self, "closed", None) is not None:
            return self.closed
        if self.process.poll() is None:
            self.process.terminate()
        try:
            status = self.process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.process.kill()
            status = self.process.wait()
        self.stderr_file.close()
        with open(self.stderr_file.name, encoding="utf-8", errors="replace") as f:
            stderr = f.read()
        os.unlink(self.stderr_file.name)
        self.closed = (status, stderr)
        return self.closed
