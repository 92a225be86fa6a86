"""End-to-end: hostile data files and images (docs/RELIABILITY.md). Pointed at each
through --data-dir or --assets-dir, the app shows the problem on its page at once, naming
the file, and its window stays responsive: the other pages answer through AT-SPI as usual."""
import os
import shutil
import socket
import subprocess
import sys
import time

import pytest

from driver import ROOT, expect, wait_for

STATE = "statedictionary.plist"


def deep(path):
    path.write_text("<plist>" + "<array>" * 100_000 + "</array>" * 100_000 + "</plist>")


def huge(path):
    with open(path, "wb") as f:
        f.truncate(4 << 30)  # 4 GiB, sparse


def long_text(path):
    path.write_text("<plist><dict><key>" + "7" * (1 << 20) + "</key><array/></dict></plist>")


def named_pipe(path):
    os.mkfifo(path)


def device(path):
    os.symlink("/dev/zero", path)


def folder(path):
    os.mkdir(path)


def unix_socket(path):
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    server.bind(str(path))
    return server


def dangling(path):
    os.symlink("nowhere.plist", path)


def looping(path):
    os.symlink(path.name, path.parent / "other.plist")
    os.symlink("other.plist", path)


def entities(path):
    path.write_text('<!DOCTYPE plist [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]>'
                    "<plist><dict><key>Texas</key><array><string>&lol2;</string></array>"
                    "</dict></plist>")


CASES = {
    "nested 100,000 deep": (deep, "nested too deeply (line 1: more than 64 levels)"),
    "4 GiB": (huge, "too large (4294967296 bytes; the limit is 16777216)"),
    "a 1 MiB key": (long_text, "has a text too long (line 1: more than 65536 bytes)"),
    "a named pipe": (named_pipe, "it is a named pipe, not a file"),
    "a device": (device, "it is a device, not a file"),
    "a folder": (folder, "it is a folder, not a file"),
    "a socket": (unix_socket, "it is a socket, not a file"),
    "a dangling link": (dangling, "is missing"),
    "a looping link": (looping, "its symbolic links loop"),
    "DOCTYPE entities": (entities, "is malformed"),
}


@pytest.mark.parametrize("case", list(CASES))
def test_a_hostile_state_file_shows_its_problem_and_the_window_answers(launch, tmp_path, case):
    make, message = CASES[case]
    data = tmp_path / "data"
    shutil.copytree(os.path.join(ROOT, "data"), data)
    os.remove(data / STATE)
    keep = make(data / STATE)
    app = launch("--data-dir", str(data), "--page", "dependent")
    tab = app.select_tab("Dependent")
    shown = wait_for(lambda: " ".join(app.labels_showing(tab)) if any(
        "cannot be shown" in t for t in app.labels_showing(tab)) else None,
        timeout=5, what="the Dependent page to say it cannot be shown")
    assert f"{STATE} " in shown and message in shown, \
        f"expected {message!r} about {STATE}, the screen showed {shown!r}"
    app.select_tab("Single")
    app.pick("Character", "Leia")
    app.press("Select")
    expect("You selected Leia!", app.alert()[0], "the Single page after a hostile file")
    app.dismiss_alert()
    if keep is not None:
        keep.close()


def assets_with(tmp_path, kind):
    """A copy of Assets/ whose cherry is an SVG of `kind` (scripts/hostile_assets.py): the
    SVG is taken before the PNG."""
    assets = tmp_path / "Assets"
    shutil.copytree(os.path.join(ROOT, "Assets"), assets)
    subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "hostile_assets.py"), kind,
                    str(assets / "cherry.svg")], check=True)
    return assets


def notice_naming(app, text, timeout=5.0):
    """The Custom page's labels, joined, once one holds `text`."""
    def shown():
        labels = " ".join(app.labels_showing(app.select_tab("Custom")))
        return labels if text in labels else None
    return wait_for(shown, timeout=timeout, what=f"the Custom page to say {text!r}")


def test_a_style_sheet_bomb_never_holds_the_window(launch, tmp_path):
    """Issue 54: a 3 KB SVG whose <?xml-stylesheet?> brings a data: style sheet of nested
    patterns froze the window for seconds while librsvg drew it. The scan refuses the
    instruction: the Custom page's first frame comes within a second of the start, and the
    notice names the file and why, while the app answers through AT-SPI."""
    assets = assets_with(tmp_path, "stylesheet-bomb")
    app = launch("--assets-dir", str(assets), "--page", "custom", "--seed", "5",
                 env={"PICKERS_TRACE": "1"})
    expect(["seven", "bar", "crown", "cherry", "lemon", "apple"], app.rows("Reel 3"),
           "the reels' rows, cherry by name")
    shown = notice_naming(app, "cherry.svg")
    assert ("cherry.svg is too complex to draw: it holds a processing instruction (<?…?>), "
            "such as a style sheet’s") in shown, shown
    first_frame = app.traced("first frame")
    assert first_frame and first_frame[0] < 1000, f"the first frame came at {first_frame} ms"
    app.select_tab("Single")
    app.pick("Character", "Leia")
    app.press("Select")
    expect("You selected Leia!", app.alert()[0], "the Single page beside the bomb")
    app.dismiss_alert()


def test_an_image_slower_than_its_budget_is_given_up_and_the_window_answers(launch, tmp_path):
    """An SVG the scan passes that librsvg draws for seconds (2,000 squares blurred four
    times): it is decoded on a worker thread, so the page shows at once and the app
    answers meanwhile; after 2 s it is given up, the notice names it, and quitting does not
    wait for the thread still drawing it."""
    assets = assets_with(tmp_path, "slow-blur")
    app = launch("--assets-dir", str(assets), "--page", "custom", "--seed", "5",
                 env={"PICKERS_TRACE": "1"})
    rows = app.rows("Reel 3")
    still_drawing = not app.traced("images decoded")
    expect(["seven", "bar", "crown", "cherry", "lemon", "apple"], rows, "the reels' rows")
    assert still_drawing, "AT-SPI answered only once cherry was given up"
    first_frame = wait_for(lambda: app.traced("first frame"), what="the first frame")[0]
    assert first_frame < 1000, f"the first frame came at {first_frame} ms"
    app.select_tab("Single")
    app.pick("Character", "Han")
    app.press("Select")
    expect("You selected Han!", app.alert()[0], "the Single page while cherry draws")
    app.dismiss_alert()
    shown = notice_naming(app, "cherry.svg", timeout=10)
    assert "cherry.svg took longer than 2 s to draw" in shown, shown
    given_up = app.traced("images decoded")
    assert given_up and 2000 <= given_up[0] < 4000, f"given up at {given_up} ms"
    quitting = time.monotonic()
    status, stderr = app.close()
    expect(0, status, "exit status")
    assert time.monotonic() - quitting < 2, "quitting waited for the drawing"
    expect(1, stderr.count("cherry.svg took longer than 2 s to draw"), "one line in the log")
