"""The screen the end-to-end tests drive, as a person would: real pointer and keyboard
input, window sizes asked of the window manager, and screenshots.

Three kinds, chosen by the environment the tests run in:
- **X11** (make's XVFB): xdotool sends input through XTest, xprop reads what GTK and the
  window manager say of a window, ImageMagick's `import` takes screenshots. AT-SPI gives
  positions on the screen.
- **Wayland** (scripts/wayland-session.sh, GDK_BACKEND=wayland): wayvnc's virtual pointer
  and keyboard, driven through VNC by vncdotool (PICKERS_VNC); swaymsg asks sway for a
  window's place and sets its size; grim takes screenshots. A Wayland client never learns
  where its window is, so AT-SPI gives positions inside a window's surface (its shadow
  included); ``Wayland.origin`` adds where sway put that surface.

- **GNOME Shell** (scripts/gnome-session.sh, PICKERS_SHELL=1): Mutter itself, headless.
  Clutter's virtual touchscreen, pointer and keyboard, made and driven through
  org.gnome.Shell.Eval, give the app real wl_touch, wl_pointer and wl_keyboard events; the
  Shell says where a window is and sets its size; its Screenshot interface takes
  screenshots. As under sway, AT-SPI gives positions inside a window's surface.

A test uses ``SCREEN`` (and the driver's `extents`) and runs unchanged on all three; a test
of touch runs under the Shell alone (``SHELL``).
"""
import atexit
import json
import os
import re
import subprocess
import time

WAYLAND = os.environ.get("GDK_BACKEND") == "wayland" and bool(os.environ.get("WAYLAND_DISPLAY"))
SHELL = WAYLAND and os.environ.get("PICKERS_SHELL") == "1"


def frame_property(window, atom):
    """An X window's (left, right, top, bottom) frame property (`_GTK_FRAME_EXTENTS`, GTK's
    own frame; `_NET_FRAME_EXTENTS`, the window manager's), or None when it has none."""
    out = subprocess.run(["xprop", "-id", str(window), atom], capture_output=True,
                         text=True).stdout
    numbers = [int(n) for n in out.split("=")[-1].replace(",", " ").split()] if "=" in out else []
    return tuple(numbers) if len(numbers) == 4 else None


def union(boxes):
    """The smallest (x, y, width, height) holding every box."""
    left = min(b[0] for b in boxes)
    top = min(b[1] for b in boxes)
    right = max(b[0] + b[2] for b in boxes)
    bottom = max(b[1] + b[3] for b in boxes)
    return left, top, right - left, bottom - top


class X11:
    """Xvfb, with or without a window manager."""

    name = "x11"

    @staticmethod
    def xdotool(*args):
        subprocess.run(["xdotool", *args], check=True, timeout=20)

    # Input

    def click(self, x, y, button=1, count=1, delay_ms=60):
        self.xdotool("mousemove", str(x), str(y), "click", "--repeat", str(count), "--delay",
                     str(delay_ms), str(button))

    def scroll(self, x, y, notches):
        """Mouse-wheel notches over (x, y): `notches` > 0 scrolls down."""
        self.click(x, y, 5 if notches > 0 else 4, abs(notches), 40)

    def drag(self, x, y, moves, pause, spacing=0.0):
        """Presses at (x, y), moves by each dy of `moves` in turn (`spacing` seconds
        apart), holds still `pause` seconds and lets go."""
        steps = []
        for dy in moves:
            if spacing and steps:
                steps += ["sleep", f"{spacing:.3f}"]
            steps += ["mousemove_relative", "--", "0", str(dy)]
        self.xdotool("mousemove", str(x), str(y), "mousedown", "1", *steps)
        time.sleep(pause)
        self.xdotool("mouseup", "1")

    def focus(self, pid, title):
        """Gives the window `title` of process `pid` the keyboard focus (there may be no
        window manager to do it)."""
        subprocess.run(["xdotool", "search", "--sync", "--all", "--onlyvisible", "--limit", "1",
                        "--pid", str(pid), "--name", f"^{re.escape(title)}$", "windowfocus",
                        "--sync"], check=True, timeout=10, stdout=subprocess.DEVNULL)

    def key(self, combo):
        """A key combination in xdotool's names ("ctrl+Page_Down", "F1", "alt+1")."""
        self.xdotool("key", "--clearmodifiers", combo)

    def type(self, text):
        self.xdotool("type", "--delay", "60", text)

    # The screen

    def size(self):
        out = subprocess.run(["xdotool", "getdisplaygeometry"], capture_output=True,
                             text=True).stdout.split()
        return int(out[0]), int(out[1])

    def screenshot(self, path):
        subprocess.run(["import", "-window", "root", path], check=False,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    def pixels(self, x, y, width, height):
        """The RGB bytes of a screen area, a byte a channel (ImageMagick's default depth is
        16 bits: two bytes a channel)."""
        return subprocess.run(["import", "-window", "root", "-crop", f"{width}x{height}+{x}+{y}",
                               "+repage", "-depth", "8", "rgb:-"], capture_output=True,
                              check=True).stdout

    # Windows

    def shows(self, pid, title):
        """X maps windows in the order a client asks, so a window GTK shows is on screen."""
        return True

    def origin(self, toplevel, pid):
        """AT-SPI's positions are the screen's already."""
        return 0, 0

    def window_id(self, pid, title):
        from driver import wait_for
        return wait_for(lambda: subprocess.run(
            ["xdotool", "search", "--onlyvisible", "--pid", str(pid), "--name",
             f"^{re.escape(title)}$"], capture_output=True, text=True).stdout.split()[-1],
            what=f"the X window {title!r}")

    _border = {}

    def frame(self, window, app=None):
        """GTK's frame around a client-side decorated window: (left, right, top, bottom).
        GTK says it in `_GTK_FRAME_EXTENTS` only to a window manager that asks (Mutter), so
        where it does not, the frame is measured once on the main window: its notebook spans
        the window's own width, and the X window is wider by the frame."""
        from driver import extents
        numbers = frame_property(window, "_GTK_FRAME_EXTENTS")
        if numbers:
            return numbers
        if "border" not in self._border and app is not None:
            self._border["border"] = extents(app.tab_list())[0] - extents(app.window)[0]
        return (self._border.get("border", 0),) * 4

    @staticmethod
    def wm_frame(window):
        """The window manager's frame around a window it decorates (a dialog without a
        header bar): (left, right, top, bottom) from `_NET_FRAME_EXTENTS`, zeros for a window
        that draws its own (GTK's client-side decorations)."""
        return frame_property(window, "_NET_FRAME_EXTENTS") or (0, 0, 0, 0)

    def own_rect(self, app, title):
        """The window's own rectangle on the screen, header bar included, without GTK's
        frame (a window the window manager decorates: without the manager's frame)."""
        from driver import extents
        window = self.window_id(app.process.pid, title)
        outer = self.wm_frame(window)
        left, right, top, bottom = (0, 0, 0, 0) if any(outer) else self.frame(window, app)
        x, y, w, h = extents(app.top_window(title))
        return (x + left + outer[0], y + top + outer[2], w - left - right - outer[0] - outer[1],
                h - top - bottom - outer[2] - outer[3])

    def alert_rect(self, app, alert):
        """An alert's rectangle on the screen, GTK's frame included (under Xvfb, with no
        compositor, GTK draws no shadow)."""
        from driver import extents
        return extents(alert)

    def ask_size(self, app, title, width, height):
        """Asks the window manager (or, with none, the X server) to make the window `title`
        `width` x `height`, its own size."""
        window = self.window_id(app.process.pid, title)
        left, right, top, bottom = (0, 0, 0, 0) if any(self.wm_frame(window)) \
            else self.frame(window, app)
        self.xdotool("windowsize", window, str(width + left + right), str(height + top + bottom))

    def least_size(self, app, title):
        """The window's own least size, from its WM_NORMAL_HINTS less its frame."""
        window = self.window_id(app.process.pid, title)
        hints = subprocess.run(["xprop", "-id", window, "WM_NORMAL_HINTS"], capture_output=True,
                               text=True).stdout
        found = re.search(r"minimum size: (\d+) by (\d+)", hints)
        left, right, top, bottom = (0, 0, 0, 0) if any(self.wm_frame(window)) \
            else self.frame(window, app)
        return int(found[1]) - left - right, int(found[2]) - top - bottom


# X's keysyms for the names xdotool takes, which is what the tests say.
MODIFIERS = {"ctrl": 0xFFE3, "shift": 0xFFE1, "alt": 0xFFE9, "super": 0xFFEB}
# What a US keyboard types with Shift.
SHIFTED = set('ABCDEFGHIJKLMNOPQRSTUVWXYZ~!@#$%^&*()_+{}|:"<>?')


def keysym(name):
    if name in MODIFIERS:
        return MODIFIERS[name]
    if len(name) == 1:
        return ord(name)
    import gi
    gi.require_version("Gdk", "3.0")
    from gi.repository import Gdk
    value = Gdk.keyval_from_name(name)  # X's keysym names, which xdotool takes
    if value == 0xFFFFFF or value == 0:
        raise ValueError(f"no key named {name!r}")
    return value


class WaylandSeat:
    """What sway's and the Shell's screens share: keys typed as keysyms through the seat's
    virtual keyboard (`_press`, each screen's own), drags through its pointer (`_button`,
    each screen's own), and a least size found by asking."""

    def _press(self, keysyms):
        """Presses the keys (X keysyms) in turn and lets go in reverse."""
        raise NotImplementedError

    def key(self, combo):
        """A key combination in xdotool's names ("ctrl+Page_Down", "F1", "alt+1")."""
        parts = combo.split("+")
        # A person types "?" and "C" with Shift held on a US keyboard, as xdotool does for
        # them; a virtual keyboard sends the key alone.
        last = keysym(parts[-1])
        if "shift" not in parts and last < 0x100 and chr(last) in SHIFTED:
            parts.insert(-1, "shift")
        self._press([keysym(part) for part in parts])

    def type(self, text):
        """Types `text` a character at a time: Latin-1 keysyms are their codes, others are
        0x1000000 + the code point (X's rule)."""
        for character in text:
            code = ord(character)
            keys = [code if code < 0x100 else 0x1000000 + code]
            if character in SHIFTED:
                keys.insert(0, MODIFIERS["shift"])
            self._press(keys)
            time.sleep(0.06)

    def _button(self, button, pressed):
        """Presses or lets go of a pointer button (each screen's own)."""
        raise NotImplementedError

    def drag(self, x, y, moves, pause, spacing=0.0):
        """Drags from (x, y) by `moves` (vertical steps, `spacing` seconds apart), holds
        still for `pause` seconds, and lets go."""
        self.move(x, y)
        self._button(1, True)
        for n, dy in enumerate(moves):
            if spacing and n:
                time.sleep(spacing)
            y += dy
            self.move(x, y)
        time.sleep(pause)
        self._button(1, False)

    def least_size(self, app, title):
        """Wayland tells a compositor a window's least size and nobody else: the window is
        asked for 1 x 1, its size then is its least, and it is given its size back."""
        x, y, width, height = self.own_rect(app, title)
        self.ask_size(app, title, 1, 1)
        time.sleep(0.4)
        least = self.own_rect(app, title)[2:]
        self.ask_size(app, title, width, height)
        time.sleep(0.4)
        return least


class Wayland(WaylandSeat):
    """sway, headless, with wayvnc's virtual pointer and keyboard."""

    name = "wayland"

    def __init__(self):
        self._client = None
        self._origins = {}
        self.scale = float(os.environ.get("PICKERS_WAYLAND_SCALE", "1"))

    @property
    def vnc(self):
        if self._client is None:
            from vncdotool import api
            self._client = api.connect(os.environ["PICKERS_VNC"], password=None, timeout=20)
            atexit.register(api.shutdown)
        return self._client

    def _at(self, x, y):
        """VNC speaks the output's pixels; the tests speak GTK's (logical) ones."""
        return round(x * self.scale), round(y * self.scale)

    # Input

    def move(self, x, y):
        self.vnc.mouseMove(*self._at(x, y))

    def click(self, x, y, button=1, count=1, delay_ms=60):
        self.move(x, y)
        for n in range(count):
            if n:
                time.sleep(delay_ms / 1000)
            self.vnc.mouseDown(button)
            self.vnc.mouseUp(button)

    def scroll(self, x, y, notches):
        self.click(x, y, 5 if notches > 0 else 4, abs(notches), 40)

    def _button(self, button, pressed):
        (self.vnc.mouseDown if pressed else self.vnc.mouseUp)(button)

    def focus(self, pid, title):
        """sway gives the focus to the window asked for (its criteria, by IPC)."""
        from driver import wait_for
        title_re = re.escape(title).replace('"', '\\"')
        wait_for(lambda: self._window(pid, title), what=f"the window {title!r} on sway")
        subprocess.run(["swaymsg", f'[pid={pid} title="^{title_re}$"] focus'], check=True,
                       timeout=10, stdout=subprocess.DEVNULL)
        time.sleep(0.1)

    def _press(self, keysyms):
        # vncdotool takes a key as one character whose code is its keysym (a longer text is
        # a name of its own table's); its calls must go through the methods that return the
        # client, so the next call finds it.
        for key in keysyms:
            self.vnc.keyDown(chr(key))
        for key in reversed(keysyms):
            self.vnc.keyUp(chr(key))

    # The screen

    def _outputs(self):
        return json.loads(subprocess.run(["swaymsg", "-r", "-t", "get_outputs"],
                                         capture_output=True, text=True, check=True).stdout)

    def size(self):
        rect = self._outputs()[0]["rect"]
        return rect["width"], rect["height"]

    def screenshot(self, path):
        subprocess.run(["grim", path], check=False, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL)

    def pixels(self, x, y, width, height):
        """The RGB bytes of a screen area, at the output's scale."""
        shot = subprocess.run(["grim", "-g", f"{x},{y} {width}x{height}", "-t", "ppm", "-"],
                              capture_output=True, check=True).stdout
        # A binary PPM: "P6", width, height and the largest value, each after whitespace,
        # one whitespace byte, then the RGB bytes (which may begin with whitespace's).
        header = re.match(rb"P6\s+(\d+)\s+(\d+)\s+(\d+)\s", shot)
        if header is None:
            raise ValueError(f"grim gave no PPM: {shot[:20]!r}")
        pixels = shot[header.end():]
        expected = int(header[1]) * int(header[2]) * 3
        if len(pixels) != expected:
            raise ValueError(f"grim's PPM holds {len(pixels)} bytes, not {expected}")
        return pixels

    # Windows

    def _window(self, pid, title):
        """sway's node of the window `title` of process `pid`, or None."""
        tree = json.loads(subprocess.run(["swaymsg", "-r", "-t", "get_tree"],
                                         capture_output=True, text=True, check=True).stdout)
        found = []

        def walk(node):
            if node.get("pid") == pid and node.get("name") == title:
                found.append(node)
            for child in node.get("nodes", []) + node.get("floating_nodes", []):
                walk(child)
        walk(tree)
        return found[0] if found else None

    def shows(self, pid, title):
        """sway makes a window's node when it maps the window: at its first frame."""
        return self._window(pid, title) is not None

    @staticmethod
    def _inner(toplevel):
        """Where the window's own area lies in its surface: the union of its children's
        boxes (the header bar and the content), inside GTK's shadow."""
        import pyatspi
        boxes = []
        for i in range(toplevel.childCount):
            child = toplevel.getChildAtIndex(i)
            box = child.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
            if box.width > 1 and box.height > 1 and box.x > -10000:
                boxes.append((box.x, box.y, box.width, box.height))
        return union(boxes) if boxes else (0, 0, 0, 0)

    def origin(self, toplevel, pid):
        """Where the surface of `toplevel` (an AT-SPI window) lies on the screen. Kept for
        0.3 s (a test polling a wheel asks many times a second; a window moves only when
        its size changes, and asking for a size forgets every place kept)."""
        key = (pid, toplevel.name)
        kept = self._origins.get(key)
        if kept and time.monotonic() - kept[0] < 0.3:
            return kept[1]
        from driver import wait_for
        node = wait_for(lambda: self._window(pid, toplevel.name), timeout=5,
                        what=f"the window {toplevel.name!r} on sway")
        inner = self._inner(toplevel)
        origin = node["rect"]["x"] - inner[0], node["rect"]["y"] - inner[1]
        self._origins[key] = (time.monotonic(), origin)
        return origin

    def own_rect(self, app, title):
        """The window's own rectangle on the screen: where sway put it, and its size. sway
        records the size it last asked for, which a window that cannot be that small never
        took (asked for 1 x 1, GTK stays at its least size and commits nothing new); the
        union of the window's children leaves out a dialog's padding. The larger of the two
        is the size drawn."""
        from driver import wait_for
        node = wait_for(lambda: self._window(app.process.pid, title),
                        what=f"the window {title!r} on sway")
        _, _, width, height = self._inner(app.top_window(title))
        rect = node["rect"]
        return rect["x"], rect["y"], max(width, rect["width"]), max(height, rect["height"])

    def alert_rect(self, app, alert):
        """An alert's own rectangle on the screen, without GTK's shadow."""
        return self.own_rect(app, alert.name)

    def ask_size(self, app, title, width, height):
        from driver import wait_for
        pid = app.process.pid
        self._origins.clear()
        wait_for(lambda: self._window(pid, title), what=f"the window {title!r} on sway")
        title_re = re.escape(title).replace('"', '\\"')
        subprocess.run(["swaymsg", f'[pid={pid} title="^{title_re}$"] resize set '
                        f"{width} px {height} px"], check=True, timeout=10,
                       stdout=subprocess.DEVNULL)

class Shell(WaylandSeat):
    """GNOME Shell, headless: Mutter's own input, through Clutter's virtual devices."""

    name = "shell"

    def __init__(self):
        self._bus = None
        self._origins = {}
        self._touching = set()

    # The Shell's JavaScript

    def eval(self, script):
        """Runs `script` in the Shell (org.gnome.Shell.Eval, allowed in unsafe mode) and
        returns what its last expression gave, as JSON text; a script that throws raises."""
        from gi.repository import Gio, GLib
        if self._bus is None:
            self._bus = Gio.bus_get_sync(Gio.BusType.SESSION)
        ok, result = self._bus.call_sync(
            "org.gnome.Shell", "/org/gnome/Shell", "org.gnome.Shell", "Eval",
            GLib.Variant("(s)", (script,)), GLib.VariantType("(bs)"), 0, 10000, None).unpack()
        if not ok:
            raise RuntimeError(f"the Shell's Eval failed: {result}\n{script}")
        return result

    def _device(self, name, call):
        """Calls `call` on Clutter's virtual device `name` (`touchscreen`, `pointer`,
        `keyboard`: made by scripts/gnome-session.sh before any app started); Clutter
        stamps the event (time 0)."""
        self.eval(f"const C = imports.gi.Clutter; pickers.{name}.{call}; true")

    # Input

    def move(self, x, y):
        self._device("pointer", f"notify_absolute_motion(0, {x}, {y})")

    def _button(self, button, pressed):
        state = "PRESSED" if pressed else "RELEASED"
        # Clutter numbers buttons as X does: 1 primary, 2 middle, 3 secondary.
        self._device("pointer", f"notify_button(0, {button}, C.ButtonState.{state})")

    def click(self, x, y, button=1, count=1, delay_ms=60):
        if button in (4, 5):
            self.scroll(x, y, count if button == 5 else -count)
            return
        self.move(x, y)
        for n in range(count):
            if n:
                time.sleep(delay_ms / 1000)
            self._button(button, True)
            self._button(button, False)

    def scroll(self, x, y, notches):
        """Mouse-wheel notches: Mutter sends each as a discrete step and a delta of 10."""
        self.move(x, y)
        direction = "DOWN" if notches > 0 else "UP"
        for n in range(abs(notches)):
            if n:
                time.sleep(0.04)
            self._device("pointer", f"notify_discrete_scroll(0, C.ScrollDirection.{direction}, "
                                    "C.ScrollSource.WHEEL)")

    # Touch: slots are fingers, 0 the first.

    def touch_down(self, x, y, slot=0):
        self._touching.add(slot)
        self._device("touchscreen", f"notify_touch_down(0, {slot}, {x}, {y})")

    def touch_move(self, x, y, slot=0):
        self._device("touchscreen", f"notify_touch_motion(0, {slot}, {x}, {y})")

    def touch_up(self, slot=0):
        self._touching.discard(slot)
        self._device("touchscreen", f"notify_touch_up(0, {slot})")

    def tap(self, x, y, slot=0, hold=0.08):
        """A finger down and up where it was, `hold` seconds later."""
        self.touch_down(x, y, slot)
        time.sleep(hold)
        self.touch_up(slot)

    def swipe(self, x, y, moves, pause, spacing=0.0, slot=0):
        """A finger down at (x, y), moved by each dy of `moves` in turn (`spacing` seconds
        apart), held still `pause` seconds and lifted."""
        self.touch_down(x, y, slot)
        for dy in moves:
            time.sleep(spacing)
            y += dy
            self.touch_move(x, y, slot)
        time.sleep(pause)
        self.touch_up(slot)

    def remove_touchscreen(self):
        """Removes the touchscreen from the seat, as an unplugged one is."""
        self._touching.clear()
        self.eval("pickers.touchscreen.run_dispose(); delete pickers.touchscreen; "
                  "imports.system.gc(); true")

    def add_touchscreen(self):
        """A touchscreen again, after `remove_touchscreen`; returns once the seat lists it
        (Mutter adds a virtual device a moment after it is made)."""
        from driver import wait_for
        self.eval("const C = imports.gi.Clutter; pickers.touchscreen ??= C.get_default_backend()"
                  ".get_default_seat().create_virtual_device(C.InputDeviceType.TOUCHSCREEN_DEVICE);"
                  " true")
        wait_for(lambda: self.eval(
            "const C = imports.gi.Clutter; C.get_default_backend().get_default_seat()"
            ".list_devices().some(d => d.get_device_type() === "
            "C.InputDeviceType.TOUCHSCREEN_DEVICE)") == "true", what="a touchscreen on the seat")

    def lift_all(self):
        """Lifts every finger still down (a test that failed halfway)."""
        for slot in list(self._touching):
            self.touch_up(slot)

    # Keys

    def focus(self, pid, title):
        """The Shell activates the window, as a click on it in the overview would."""
        from driver import wait_for
        wait_for(lambda: self._window_js(pid, title, "true") == "true",
                 what=f"the window {title!r} in the Shell")
        self._window_js(pid, title, "(w.activate(global.get_current_time()), true)")
        wait_for(lambda: self._window_js(pid, title, "w.has_focus()") == "true",
                 what=f"the window {title!r} focused")

    def _press(self, keysyms):
        for keyval in keysyms:
            self._device("keyboard", f"notify_keyval(0, {keyval}, C.KeyState.PRESSED)")
        for keyval in reversed(keysyms):
            self._device("keyboard", f"notify_keyval(0, {keyval}, C.KeyState.RELEASED)")

    # The screen

    def size(self):
        width, height = json.loads(json.loads(self.eval("JSON.stringify(global.display.get_size())")))
        return width, height

    def screenshot(self, path):
        """The Shell's own screenshot of the whole screen, as a PNG at `path`."""
        from gi.repository import Gio, GLib
        try:
            Gio.bus_get_sync(Gio.BusType.SESSION).call_sync(
                "org.gnome.Shell.Screenshot", "/org/gnome/Shell/Screenshot",
                "org.gnome.Shell.Screenshot", "Screenshot",
                GLib.Variant("(bbs)", (False, False, os.path.abspath(path))),
                GLib.VariantType("(bs)"), 0, 10000, None)
        except GLib.Error:
            pass

    def pixels(self, x, y, width, height):
        import tempfile
        with tempfile.NamedTemporaryFile(suffix=".png") as shot:
            self.screenshot(shot.name)
            return subprocess.run(["convert", shot.name, "-crop", f"{width}x{height}+{x}+{y}",
                                   "+repage", "rgb:-"], capture_output=True, check=True).stdout

    # Windows

    def _window_js(self, pid, title, expression):
        """`expression` about the window `title` of process `pid` (as `w`), as JSON text,
        or None when the Shell has no such window."""
        found = self.eval(
            f"const w = global.display.list_all_windows().find(w => w.get_pid() === {pid} "
            f"&& w.get_title() === {json.dumps(title)}); "
            f"w === undefined ? 'none' : JSON.stringify({expression})")
        value = json.loads(found)
        return None if value == "none" else value

    def shows(self, pid, title):
        """Mutter knows the window (and keeps a dialog above its parent whatever the order)."""
        return self._window_js(pid, title, "true") == "true"

    def _rect(self, pid, title, which):
        """The window's frame rectangle (its own area) or buffer rectangle (its surface,
        GTK's shadow included), as (x, y, width, height)."""
        from driver import wait_for
        text = wait_for(lambda: self._window_js(
            pid, title, f"(r => [r.x, r.y, r.width, r.height])(w.get_{which}_rect())"),
            what=f"the window {title!r} in the Shell")
        return tuple(json.loads(text))

    def origin(self, toplevel, pid):
        """Where the surface of `toplevel` lies on the screen: its buffer rectangle. Kept for
        0.3 s, as under sway."""
        key = (pid, toplevel.name)
        kept = self._origins.get(key)
        if kept and time.monotonic() - kept[0] < 0.3:
            return kept[1]
        origin = self._rect(pid, toplevel.name, "buffer")[:2]
        self._origins[key] = (time.monotonic(), origin)
        return origin

    def own_rect(self, app, title):
        """The window's own rectangle: Mutter's frame rectangle, which for a window GTK
        decorates is the geometry GTK gave it (without the shadow)."""
        return self._rect(app.process.pid, title, "frame")

    def alert_rect(self, app, alert):
        return self.own_rect(app, alert.name)

    def ask_size(self, app, title, width, height):
        """Un-maximizes the window and asks Mutter to make it `width` x `height` where it is."""
        self._origins.clear()
        x, y, _, _ = self.own_rect(app, title)
        self._window_js(app.process.pid, title,
                        f"(w.unmaximize(imports.gi.Meta.MaximizeFlags.BOTH), "
                        f"w.move_resize_frame(true, {x}, {y}, {width}, {height}), true)")

    def maximize(self, app, title="Pickers"):
        """Maximizes the window, as a phone's shell does every window."""
        self._origins.clear()
        self._window_js(app.process.pid, title,
                        "(w.maximize(imports.gi.Meta.MaximizeFlags.BOTH), true)")


SCREEN = Shell() if SHELL else Wayland() if WAYLAND else X11()
