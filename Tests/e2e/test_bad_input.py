"""End-to-end: bad data and assets. The app starts, the affected page says what is wrong
(naming the file), every other page works, nothing crashes, the process exits cleanly,
and the person's files are left exactly as they were."""
import hashlib
import os
import shutil

import pytest

from driver import ROOT, expect, wait_for

STATE_FILE = "statedictionary.plist"


def snapshot(folder):
    """Every file's bytes and modification time, to prove nothing was written."""
    result = {}
    for base, _, files in os.walk(folder):
        for name in files:
            path = os.path.join(base, name)
            with open(path, "rb") as f:
                result[path] = (hashlib.sha256(f.read()).hexdigest(), os.stat(path).st_mtime_ns)
    return result


@pytest.fixture
def folders(tmp_path):
    """Copies of data/ and Assets/ that a test may break."""
    data = tmp_path / "data"
    assets = tmp_path / "Assets"
    shutil.copytree(os.path.join(ROOT, "data"), data)
    shutil.copytree(os.path.join(ROOT, "Assets"), assets)
    return data, assets


def start(launch, data, assets, *args):
    before = snapshot(data.parent)
    app = launch("--data-dir", str(data), "--assets-dir", str(assets), *args)
    app.files_before = before
    return app


def finish(app, folder):
    status, stderr = app.close()
    expect(0, status, "exit status")
    expect(app.files_before, snapshot(folder), "the person's files after the run")
    return stderr


def single_page_still_works(app):
    app.select_tab("Single")
    app.pick("Character", "Han")
    app.press("Select")
    expect(("You selected Han!", "Thank you for choosing.", "You're welcome"), app.alert(),
           "Single alert on a broken data folder")
    app.dismiss_alert()


def page_problem(app, page):
    tab = app.select_tab(page)
    wait_for(lambda: any("cannot be shown" in t for t in app.labels_showing(tab)),
             what=f"the {page} page to say it cannot be shown")
    return " ".join(app.labels_showing(tab))


STATE_CASES = {
    "malformed": ("<plist><dict><key>Texas</key><array><string>75001</string></dict></plist>",
                  "statedictionary.plist is malformed (line 1: expected </array>)"),
    "empty": ("", "statedictionary.plist is empty"),
    "missing": (None, "statedictionary.plist is missing"),
    "state without zips": ("<plist><dict><key>Texas</key><array/></dict></plist>",
                           "statedictionary.plist: Texas has no entries"),
    "wrong type": ("<plist><array><string>75001</string></array></plist>",
                   "statedictionary.plist: the top level should be a dictionary but is an array"),
}


@pytest.mark.parametrize("case", list(STATE_CASES))
def test_bad_state_dictionary(launch, folders, case):
    data, assets = folders
    contents, message = STATE_CASES[case]
    if contents is None:
        os.remove(data / STATE_FILE)
    else:
        (data / STATE_FILE).write_text(contents)
    app = start(launch, data, assets)
    shown = page_problem(app, "Dependent")
    assert message in shown, f"expected {message!r} in the page, the screen showed {shown!r}"
    assert not app.sensitive("push button", "Select"), "Select is enabled on a broken page"
    single_page_still_works(app)
    app.select_tab("Double")
    app.press("Select")
    expect("Your Ham on White bread will be right up.", app.alert()[1], "Double alert")
    app.dismiss_alert()
    stderr = finish(app, data.parent)
    assert message in stderr, f"expected the log to name the problem, stderr was {stderr!r}"


def test_missing_and_corrupt_images(launch, folders):
    data, assets = folders
    os.remove(assets / "cherry.png")
    (assets / "lemon.png").write_bytes(b"this is not a PNG")
    app = start(launch, data, assets, "--page", "custom", "--seed", "5")
    notice = " ".join(app.labels_showing())
    assert "cherry" in notice and "lemon.png" in notice, \
        f"expected the page to name cherry and lemon.png, the screen showed {notice!r}"
    expect(["seven", "bar", "crown", "cherry", "lemon", "apple"], app.rows("Reel 3"),
           "rows still named when images are missing")
    app.press("Spin")
    wait_for(lambda: app.button_showing("Spin"), timeout=5, what="Spin back")
    finish(app, data.parent)


def test_missing_sounds_stay_silent_with_one_warning(launch, folders):
    data, assets = folders
    os.remove(assets / "crunch.wav")
    os.remove(assets / "win.wav")
    app = start(launch, data, assets, "--page", "custom", "--seed", "11")
    for _ in range(3):
        app.press("Spin")
        wait_for(lambda: app.button_showing("Spin") or app.find("alert", showing=True),
                 timeout=5, what="Spin back or an alert")
        if app.find("alert", showing=True):
            app.dismiss_alert()
        wait_for(lambda: app.button_showing("Spin"), timeout=5, what="Spin back")
    stderr = finish(app, data.parent)
    warnings = [line for line in stderr.splitlines() if "WARNING" in line]
    expect(1, len(warnings), f"warnings logged ({warnings})")
    assert "crunch.wav is missing" in warnings[0], warnings[0]


def test_every_data_file_missing(launch, tmp_path):
    empty = tmp_path / "nothing"
    empty.mkdir()
    app = launch("--data-dir", str(empty), "--assets-dir", str(empty))
    for page, file in [("Date", None), ("Single", "characters.plist"),
                       ("Double", "sandwiches.plist"), ("Dependent", STATE_FILE),
                       ("Custom", "slotsymbols.plist")]:
        if file is None:
            app.select_tab(page)
            app.press("Select")
            expect("Date and Time Selected", app.alert()[0], "the Date page needs no data")
            app.dismiss_alert()
            continue
        shown = page_problem(app, page)
        assert f"{file} is missing" in shown, \
            f"{page}: expected '{file} is missing', the screen showed {shown!r}"
    status, _ = app.close()
    expect(0, status, "exit status")
