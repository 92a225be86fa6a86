"""End-to-end: bad data and assets. The app starts, the affected page says what is wrong
(naming the file), every other page works, nothing crashes, the process exits cleanly,
and the person's files are left exactly as they were."""
import hashlib
import os
import re
import shutil
import subprocess
import sys
import time

import pytest

from driver import BINARY, ROOT, expect, extents, wait_for
from pages import PAGES

STATE_FILE = "statedictionary.plist"


def snapshot(folder):
    """Every file's bytes and modification time, to prove nothing was written (a named
    pipe's kind and time: opening it would wait for a writer)."""
    result = {}
    for base, _, files in os.walk(folder):
        for name in files:
            path = os.path.join(base, name)
            if not os.path.isfile(path):
                result[path] = ("not a regular file", os.lstat(path).st_mtime_ns)
                continue
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


def spin(app):
    """Presses Spin and waits for the reels to stop, closing a win's alert."""
    app.press("Spin")
    wait_for(lambda: app.button_showing("Spin") or app.find("alert", showing=True),
             timeout=5, what="Spin back or an alert")
    if app.find("alert", showing=True):
        app.close_alert()  # its button, "Spin again", would spin
    wait_for(lambda: app.button_showing("Spin"), timeout=5, what="Spin back")


def single_page_still_works(app):
    app.select_tab("Single")
    app.pick("Character", "Han")
    app.press("Select")
    expect(("You selected Han!", "Thank you for choosing.", "You're welcome"), app.alert(),
           "Single alert on a broken data folder")
    app.dismiss_alert()


def shown_if(app, text, root=None):
    """The labels showing, joined, if one holds `text`; else None (for wait_for: images
    decode on worker threads, and their problems come after the page shows)."""
    shown = " ".join(app.labels_showing(root))
    return shown if text in shown else None


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
    notice = wait_for(lambda: shown_if(app, "lemon.png"), what="the notice to name lemon.png")
    assert "cherry" in notice and "lemon.png" in notice, \
        f"expected the page to name cherry and lemon.png, the screen showed {notice!r}"
    expect(["seven", "bar", "crown", "cherry", "lemon", "apple"], app.rows("Reel 3"),
           "rows still named when images are missing")
    app.press("Spin")
    wait_for(lambda: app.button_showing("Spin"), timeout=5, what="Spin back")
    finish(app, data.parent)


def test_a_long_list_of_missing_images_and_long_names_keep_the_windows_on_screen(launch,
                                                                                folders):
    """Data files are input: 300 animals without images make a notice of five files and a
    count (the chooser stays on screen, Done in reach) and a log of three files and a count,
    and a meal of 3,000 characters is ellipsized in its wheel and its label, the Meal Picker
    no wider than the screen."""
    data, assets = folders
    animals = "".join(f"<string>Beast{n}</string>" for n in range(300))
    sounds = "".join(f"<string>Growl{n}</string>" for n in range(300))
    (data / "animals.plist").write_text(
        f"<plist><dict><key>animals</key><array>{animals}</array>"
        f"<key>sounds</key><array>{sounds}</array></dict></plist>")
    meals = (data / "meals.plist").read_text()
    long_name = "Banana split " * 230
    (data / "meals.plist").write_text(meals.replace("<string>Banana</string>",
                                                    f"<string>{long_name}</string>"))
    app = start(launch, data, assets)
    app.menu("Animal Chooser")
    window = app.top_window("Animal Chooser")
    app.require("push button", "Choose Animal", root=window).queryAction().doAction(0)
    chooser = app.top_window("Choose an Animal")
    texts = " ".join(app.labels_showing(chooser))
    assert "beast0.svg or beast0.png is missing" in texts, texts[:300]
    assert "beast5.svg" not in texts and "… and 295 more." in texts, texts[:600]
    _, _, _, height = extents(chooser)
    assert height < 1024, f"the chooser is {height} px tall"
    done = app.require("push button", "Done", root=chooser)
    _, y, _, button_height = extents(done)
    assert 0 <= y and y + button_height <= 1024, f"Done is at y {y}, out of the screen"
    done.queryAction().doAction(0)
    app.menu("Meal Picker")
    meal = app.top_window("Meal Picker")
    app.pick("Fruit", long_name)
    time.sleep(0.5)
    _, _, width, _ = extents(meal)
    assert width <= 1280, f"the Meal Picker is {width} px wide"
    stderr = finish(app, data.parent)
    named = [line for line in stderr.splitlines() if "is missing in" in line]
    expect(3, len(named), f"missing images named in the log ({named})")
    assert "… and 297 more missing images" in stderr, stderr[-600:]


@pytest.mark.parametrize("row", ["Banana split " * 230, "W" * 65_000],
                         ids=["3,000 characters", "65,000 W"])
def test_an_alert_on_a_very_long_row_fits_a_phone_and_its_button_is_in_reach(launch, folders,
                                                                               row):
    """A row is input too: its alert ends its text in "…" after a few lines and wraps a word
    longer than a line, so it fits a 360 x 720 phone and GDK never makes a window wider than
    X's 32,767 px limit (its warning would fail the test). Screen readers get the whole text."""
    data, assets = folders
    characters = (data / "characters.plist").read_text()
    (data / "characters.plist").write_text(
        characters.replace("<string>Han</string>", f"<string>{row.strip()}</string>"))
    app = start(launch, data, assets, "--page", "single")
    app.pick_index("Character", 2)
    app.press("Select")
    title, _, button = app.alert()
    expect(f"You selected {row.strip()}!", title, "the alert's whole title, for screen readers")
    alert = app.find("alert", showing=True)
    x, y, width, height = extents(alert)
    assert width <= 360 and height <= 720, f"an alert of {width} x {height} px"
    assert 0 <= x and 0 <= y and x + width <= 1280 and y + height <= 1024, (x, y, width, height)
    ok = app.require("push button", button, root=alert)
    bx, by, bw, bh = extents(ok)
    assert x <= bx and bx + bw <= x + width and y <= by and by + bh <= y + height, \
        f"the button at {(bx, by, bw, bh)}, outside the alert {(x, y, width, height)}"
    ok.queryAction().doAction(0)
    wait_for(lambda: app.find("alert", showing=True) is None, what="the alert to close")
    finish(app, data.parent)


def hostile(kind, path):
    """Writes a hostile file of `kind` with scripts/hostile_assets.py."""
    subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "hostile_assets.py"), kind,
                    str(path), os.path.join(ROOT, "Assets", "apple.png")], check=True)


def test_hostile_images_and_sounds_are_named_and_the_app_goes_on(launch, folders):
    """A decompression bomb as cherry.png, a truncated PNG as the dog, a named pipe as the
    crunch sound and a lying WAV as the win sound: the Custom page names each image and its
    reason at once, Spin still spins (the app did not freeze decoding 1.9 GB), the Animal
    Chooser says the same of its image, the other pages answer, and each sound's problem is
    one warning in the log."""
    data, assets = folders
    os.remove(assets / "cherry.png")
    hostile("bomb", assets / "cherry.png")
    os.remove(assets / "dog.png")
    hostile("truncated", assets / "dog.png")
    os.remove(assets / "crunch.wav")
    hostile("pipe", assets / "crunch.wav")
    os.remove(assets / "win.wav")
    hostile("lying-wav", assets / "win.wav")
    app = start(launch, data, assets, "--page", "custom", "--seed", "5")
    notice = wait_for(lambda: shown_if(app, "cherry.png"), what="the notice to name cherry.png")
    assert "cherry.png is 25000 × 25000 pixels" in notice, \
        f"expected the Custom page to name the bomb and its size, the screen showed {notice!r}"
    assert "dog.png" not in notice, "the Custom page names only its own images"
    expect(["seven", "bar", "crown", "cherry", "lemon", "apple"], app.rows("Reel 3"),
           "the reels' rows, cherry by name")
    for _ in range(2):
        spin(app)
    single_page_still_works(app)
    app.menu("Animal Chooser")
    window = app.top_window("Animal Chooser")
    app.require("push button", "Choose Animal", root=window).queryAction().doAction(0)
    chooser = app.top_window("Choose an Animal")
    texts = wait_for(lambda: shown_if(app, "dog.png", chooser), what="the chooser to name dog.png")
    assert "dog.png is incomplete: only 6 of its 128 rows could be read" in texts, \
        f"expected the chooser to name the truncated dog, it showed {texts!r}"
    assert "cherry" not in texts, "the chooser names only its own images"
    app.require("push button", "Done", root=chooser).queryAction().doAction(0)
    stderr = finish(app, data.parent)
    warnings = [line for line in stderr.splitlines() if "WARNING" in line]
    pipe = [w for w in warnings if "crunch.wav cannot be read: it is a named pipe" in w]
    lying = [w for w in warnings if "win.wav is damaged: its header gives" in w]
    expect(1, len(pipe), f"warnings about the crunch sound ({warnings})")
    expect(1, len(lying), f"warnings about the win sound ({warnings})")


def test_missing_sounds_stay_silent_with_one_warning(launch, folders):
    data, assets = folders
    os.remove(assets / "crunch.wav")
    os.remove(assets / "win.wav")
    app = start(launch, data, assets, "--page", "custom", "--seed", "11")
    for _ in range(3):
        spin(app)
    stderr = finish(app, data.parent)
    warnings = [line for line in stderr.splitlines() if "WARNING" in line]
    # One warning per missing file, however often it was to be played.
    expect(2, len(warnings), f"warnings logged ({warnings})")
    assert "crunch.wav is missing" in warnings[0], warnings[0]
    assert "win.wav is missing" in warnings[1], warnings[1]


def test_every_data_file_missing(launch, tmp_path):
    empty = tmp_path / "nothing"
    empty.mkdir()
    app = launch("--data-dir", str(empty), "--assets-dir", str(empty))
    for page in PAGES:
        if page.data is None:
            app.select_tab(page.tab)
            app.press(page.button)
            title = app.alert()[0]
            assert re.fullmatch(page.alert, title), \
                f"{page.tab} needs no data: its alert should match {page.alert!r}, not {title!r}"
            app.dismiss_alert()
            continue
        shown = page_problem(app, page.tab)
        assert f"{page.data} is missing" in shown, \
            f"{page.tab}: expected '{page.data} is missing', the screen showed {shown!r}"
    status, _ = app.close()
    expect(0, status, "exit status")


def test_folders_whose_names_are_not_utf8_are_used_as_named(launch, tmp_path):
    """Paths are bytes: a data folder, an assets folder and a state folder whose names hold
    a byte that is not UTF-8 (\\xff) are read and written where they are, by option and by
    variable; none is refused, and no folder named with U+FFFD is made in their place."""
    odd = os.fsencode(str(tmp_path)) + b"/x-\xff"
    data, assets, state = odd + b"/data", odd + b"/Assets", odd + b"/state"
    shutil.copytree(os.fsencode(os.path.join(ROOT, "data")), data)
    shutil.copytree(os.fsencode(os.path.join(ROOT, "Assets")), assets)
    env = {"XDG_STATE_HOME": os.fsdecode(state), "PICKERS_ASSETS_DIR": os.fsdecode(assets)}
    app = launch("--data-dir", os.fsdecode(data), "--page", "dependent",
                 env={**env, "PICKERS_TRACE": "1"})
    expect("35004", app.selected("Zip code"), "the first zip, read from the odd folder")
    app.pick("State", "Wyoming")
    wait_for(lambda: app.selected("Zip code") == "82001", what="Wyoming's zips")
    app.select_tab("Custom")
    expect(["seven", "bar", "crown", "cherry", "lemon", "apple"], app.rows("Reel 1"), "reels")
    app.images_decoded()
    assert not any("cannot be shown" in label for label in app.labels_showing()), \
        app.labels_showing()
    status, stderr = app.close()
    expect(0, status, "exit status")
    assert os.path.isfile(state + b"/pickers/state.ini"), os.listdir(odd)
    assert not any(b"\xef\xbf\xbd" in name for name in os.listdir(odd)), os.listdir(odd)
    app = launch("--data-dir", os.fsdecode(data), env=env)
    expect("Custom", app.current_tab(), "the page saved in the odd state folder")
    app.select_tab("Dependent")
    expect("Wyoming", app.selected("State"), "the state saved there")


def test_a_missing_folder_whose_name_is_not_utf8_is_shown_readably(tmp_path):
    missing = os.fsdecode(os.fsencode(str(tmp_path)) + b"/gone-\xff")
    result = subprocess.run([BINARY, "--data-dir", missing], capture_output=True, timeout=20,
                            env={**os.environ, "LC_ALL": "C.UTF-8"})
    expect(2, result.returncode, "exit status")
    line = result.stderr.decode("utf-8").splitlines()[0]
    expect(f"pickers: --data-dir {tmp_path}/gone-\ufffd: it does not exist", line, "the message")
