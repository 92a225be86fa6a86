"""End-to-end: the app remembers, in $XDG_STATE_HOME/pickers/state.ini, its page, its window
size and maximised state and every picker's rows but the Date page's, however it quits
(Ctrl+Q, the close button, SIGTERM), and starts with defaults and one warning when the file
is corrupt. Every app runs with a temporary HOME, XDG folders and GSETTINGS_BACKEND=keyfile
(the driver's `fresh_home`)."""
import os
import subprocess
import time

import pyatspi
import pytest

from driver import BINARY, expect, extents, fresh_home, wait_for


@pytest.fixture
def state_home(tmp_path):
    return str(tmp_path / "state")


def env(state_home):
    return {"XDG_STATE_HOME": state_home}


def app_state(app):
    """The state folder an app was started with."""
    with open(f"/proc/{app.process.pid}/environ", "rb") as f:
        pairs = dict(item.split(b"=", 1) for item in f.read().split(b"\0") if b"=" in item)
    return pairs[b"XDG_STATE_HOME"].decode()


def state_file(state_home):
    return os.path.join(state_home, "pickers", "state.ini")


def animal_sentence(app, window):
    return [t for t in app.labels_showing(window) if t.startswith("You changed")]


def choose(app):
    """Changes a row on every saved picker and ends on the Dependent page. The Animal
    Chooser's dialog is closed before the app quits (its rows are kept from its close);
    the Meal Picker stays open (its rows are read from the open window)."""
    app.menu("Animal Chooser")
    window = app.top_window("Animal Chooser")
    app.require("push button", "Choose Animal", root=window).queryAction().doAction(0)
    chooser = app.top_window("Choose an Animal")
    app.pick("Animal", "Cat")
    app.pick("Sound", "Meow")
    app.require("push button", "Done", root=chooser).queryAction().doAction(0)
    wait_for(lambda: "Choose an Animal" not in app.top_window_names(), what="the chooser to close")
    app.select_tab("Single")
    app.pick("Character", "Leia")
    app.select_tab("Double")
    app.pick("Filling", "Tuna Salad")
    app.pick("Bread", "Rye")
    app.menu("Meal Picker")
    app.top_window("Meal Picker")
    app.pick("Drink", "Coffee")  # the window stays open: its rows are saved from it
    app.select_tab("Dependent")
    app.pick("State", "Wyoming")
    wait_for(lambda: app.selected("Zip code") == "82001", what="Wyoming's zips")
    app.pick("Zip code", "82003")


def check_restored(app):
    wait_for(lambda: app.current_tab() == "Dependent", what="the page shown last")
    expect("Wyoming", app.selected("State"), "the State wheel")
    expect("82003", app.selected("Zip code"), "the zip wheel, after its state's reload")
    app.select_tab("Single")
    expect("Leia", app.selected("Character"), "the Single page")
    app.select_tab("Double")
    expect(("Tuna Salad", "Rye"), (app.selected("Filling"), app.selected("Bread")), "Double")
    app.menu("Meal Picker")
    app.top_window("Meal Picker")
    expect("Coffee", app.selected("Drink"), "the Meal Picker's Drink wheel")
    # Restored rows are no change of this run: the sentence says so, with the rows.
    app.menu("Animal Chooser")
    window = app.top_window("Animal Chooser")
    expect(["You changed nothing yet (Cat and the sound Meow)"], animal_sentence(app, window),
           "the Animal Chooser's sentence")
    app.require("push button", "Choose Animal", root=window).queryAction().doAction(0)
    app.top_window("Choose an Animal")
    expect(("Cat", "Meow"), (app.selected("Animal"), app.selected("Sound")),
           "the Animal Chooser's wheels")


def test_ctrl_q_saves_and_the_next_start_restores(launch, state_home):
    app = launch(env=env(state_home))
    choose(app)
    app.keys("ctrl+q")
    wait_for(lambda: not app.alive(), timeout=10, what="Ctrl+Q to quit")
    status, _ = app.close()
    expect(0, status, "exit status after Ctrl+Q")
    assert os.path.isfile(state_file(state_home)), "no state file written"
    check_restored(launch(env=env(state_home)))


@pytest.mark.parametrize("window", ["Meal Picker", "Choose an Animal"])
def test_ctrl_q_quits_from_a_seed_window_and_saves(launch, state_home, window):
    """Ctrl+Q is the application's: it quits from the seed windows (and the chooser's modal
    dialog) as from the main window, saving their rows."""
    app = launch(env=env(state_home))
    if window == "Meal Picker":
        app.menu("Meal Picker")
        app.top_window("Meal Picker")
        app.pick("Drink", "Coffee")
    else:
        app.menu("Animal Chooser")
        seed = app.top_window("Animal Chooser")
        app.require("push button", "Choose Animal", root=seed).queryAction().doAction(0)
        app.top_window("Choose an Animal")
        app.pick("Animal", "Cat")
    app.keys("ctrl+q", window=window)
    wait_for(lambda: not app.alive(), timeout=10, what=f"Ctrl+Q in {window} to quit")
    expect(0, app.close()[0], f"exit status after Ctrl+Q in {window}")
    app = launch(env=env(state_home))
    if window == "Meal Picker":
        app.menu("Meal Picker")
        app.top_window("Meal Picker")
        expect("Coffee", app.selected("Drink"), "the Meal Picker's Drink wheel")
    else:
        app.menu("Animal Chooser")
        seed = app.top_window("Animal Chooser")
        app.require("push button", "Choose Animal", root=seed).queryAction().doAction(0)
        app.top_window("Choose an Animal")
        expect("Cat", app.selected("Animal"), "the Animal Chooser's Animal wheel")


def test_the_close_button_saves_too(launch, state_home):
    app = launch(env=env(state_home))
    choose(app)
    # The header bar's own close button, clicked through the X server.
    close = app.require("push button", "Close", root=app.window)
    x, y, width, height = extents(close)
    app.click_at(x + width // 2, y + height // 2)
    wait_for(lambda: not app.alive(), timeout=10, what="the close button to quit")
    status, _ = app.close()
    expect(0, status, "exit status after the close button")
    check_restored(launch(env=env(state_home)))


def test_sigterm_saves_too(launch, state_home):
    app = launch(env=env(state_home))
    choose(app)
    status, _ = app.close()
    expect(0, status, "exit status on SIGTERM")
    check_restored(launch(env=env(state_home)))


def test_a_page_not_opened_in_a_run_keeps_its_saved_rows(launch, state_home):
    """Pages are built when first shown: a run that never shows the Double page must save
    the Double rows it read, not forget them."""
    app = launch("--page", "double", env=env(state_home))
    app.pick("Filling", "Tuna Salad")
    app.close()
    app = launch("--page", "single", env=env(state_home))
    app.pick("Character", "Leia")
    app.close()
    app = launch("--page", "double", env=env(state_home))
    expect("Tuna Salad", app.selected("Filling"), "the Double page's row, kept through a run")
    app.select_tab("Single")
    expect("Leia", app.selected("Character"), "the Single page's row")


def test_page_option_wins_over_the_saved_page(launch, state_home):
    app = launch(env=env(state_home))
    app.select_tab("Custom")
    app.close()
    app = launch("--page", "double", env=env(state_home))
    expect("Double", app.current_tab(), "--page over the saved page")


def geometry(app):
    """The main window's size on the X server, as (width, height)."""
    text = subprocess.run(["xdotool", "getwindowgeometry", app.x_window()], check=True,
                          capture_output=True, text=True, timeout=10).stdout
    size = next(line for line in text.splitlines() if "Geometry:" in line).split()[1]
    return tuple(int(v) for v in size.split("x"))


def test_the_window_size_is_restored(launch, state_home):
    app = launch(env=env(state_home))
    before = geometry(app)
    subprocess.run(["xdotool", "windowsize", app.x_window(), "900", "700"], check=True)
    wait_for(lambda: geometry(app) == (900, 700), what="the window to take its new size")
    assert before != (900, 700), "the test needs another size than the default"
    app.keys("ctrl+q")
    wait_for(lambda: not app.alive(), timeout=10, what="Ctrl+Q to quit")
    app.close()
    # The key file keeps GTK's size, the X window's less the header bar and borders.
    with open(state_file(state_home), encoding="utf-8") as f:
        saved = f.read()
    assert "width=640" not in saved and "height=440" not in saved, saved
    app = launch(env=env(state_home))
    expect((900, 700), geometry(app), "the window's size at the next start")


def maximised(app):
    state = subprocess.run(["xprop", "-id", app.x_window(), "_NET_WM_STATE"],
                           capture_output=True, text=True).stdout
    return "_NET_WM_STATE_MAXIMIZED_VERT" in state and "_NET_WM_STATE_MAXIMIZED_HORZ" in state


def double_click_title(app):
    """Double-clicks the header bar beside the title, as a person maximises a window."""
    x, y, width, height = extents(app.window)
    subprocess.run(["xdotool", "mousemove", str(x + width // 4), str(y + 20), "click",
                    "--repeat", "2", "--delay", "80", "1"], check=True)


def test_the_maximised_state_is_restored_and_keeps_the_size(launch, state_home,
                                                             window_manager):
    app = launch(env=env(state_home))
    subprocess.run(["xdotool", "windowsize", app.x_window(), "800", "560"], check=True)
    wait_for(lambda: geometry(app) == (800, 560), what="the window to take its new size")
    double_click_title(app)
    wait_for(lambda: maximised(app), what="the window to be maximised")
    app.keys("ctrl+q")
    wait_for(lambda: not app.alive(), timeout=10, what="Ctrl+Q to quit")
    app.close()
    with open(state_file(state_home), encoding="utf-8") as f:
        saved = f.read()
    assert "maximized=true" in saved, saved
    assert "width=640" not in saved, f"the size before maximising is lost: {saved}"

    app = launch(env=env(state_home))
    wait_for(lambda: maximised(app), what="the window maximised at the next start")
    double_click_title(app)
    wait_for(lambda: not maximised(app), what="the window to be restored")
    wait_for(lambda: geometry(app) == (800, 560), what="the size it had before maximising")


@pytest.mark.parametrize("contents", [
    "\x00\xff garbage [[[",
    "[window]\nwidth=-5\nheight=abc\nmaximized=perhaps\npage=nowhere\n"
    "[selections]\nsingle=99999999999\ndouble=a;b\nunknown=1\n",
])
def test_a_corrupt_state_starts_with_defaults_and_one_warning(launch, state_home, tmp_path,
                                                               contents):
    """Both files the app reads its state from are broken: its own key file and the key
    file that GSettings (the style preference) reads with GSETTINGS_BACKEND=keyfile."""
    os.makedirs(os.path.dirname(state_file(state_home)))
    with open(state_file(state_home), "w", encoding="latin-1") as f:
        f.write(contents)
    config = tmp_path / "config"
    (config / "glib-2.0" / "settings").mkdir(parents=True)
    (config / "glib-2.0" / "settings" / "keyfile").write_text(
        "[org/gnome/desktop/interface]\ncolor-scheme=prefer-dark\n\x00\xff[[[", "latin-1")
    app = launch(env=dict(env(state_home), XDG_CONFIG_HOME=str(config)))
    expect("Date", app.current_tab(), "the default page")
    app.select_tab("Single")
    expect("Luke", app.selected("Character"), "the first character")
    status, stderr = app.close()
    warnings = [line for line in stderr.splitlines() if "saved state" in line]
    expect(1, len(warnings), f"warnings about the state in {stderr!r}")
    expect(0, status, "exit status")


@pytest.mark.parametrize("kind", ["named pipe", "too large", "folder"])
def test_a_state_file_that_is_no_file_starts_at_once(launch, state_home, kind):
    """A named pipe would block a plain read for ever; a huge file would be read whole."""
    path = state_file(state_home)
    os.makedirs(os.path.dirname(path))
    if kind == "named pipe":
        os.mkfifo(path)
    elif kind == "folder":
        os.mkdir(path)
    else:
        with open(path, "w", encoding="utf-8") as f:
            f.write("[window]\npage=single\n" + "# padding\n" * 100_000)
    app = launch(env=env(state_home))
    expect("Date", app.current_tab(), "the default page")
    status, stderr = app.close()
    warnings = state_warnings(stderr)
    expect(1, len(warnings), f"warnings about the state in {stderr!r}")
    assert os.path.lexists(path + ".unreadable"), "what was there is set aside"
    expect(0, status, "exit status")


def state_warnings(stderr):
    return [line for line in stderr.splitlines() if "saved state" in line]


@pytest.mark.parametrize("kind, contents", [
    ("not UTF-8", b"[window]\npage=single\n\xff\xfe garbage"),
    ("not a key file", b"garbage [[[ with no group\n"),
    ("too large", b"[window]\npage=single\n" + b"# padding\n" * 10_000),
    ("folder", None),
], ids=["not UTF-8", "not a key file", "too large", "folder"])
def test_a_state_file_the_app_cannot_use_is_kept_byte_for_byte(launch, state_home, kind,
                                                                contents):
    """The file is set aside under the name the warning gives, as it was; the app starts
    afresh and saves this run's state in a new state.ini, which the next start reads."""
    path = state_file(state_home)
    os.makedirs(os.path.dirname(path))
    if contents is None:
        os.mkdir(path)
        with open(os.path.join(path, "inside"), "wb") as f:
            f.write(b"a file of the user's")
    else:
        with open(path, "wb") as f:
            f.write(contents)
        os.chmod(path, 0o640)
    app = launch(env=env(state_home))
    expect("Date", app.current_tab(), "the default page")
    app.select_tab("Single")
    app.pick("Character", "Leia")
    status, stderr = app.close()
    expect(0, status, "exit status")
    warnings = state_warnings(stderr)
    expect(1, len(warnings), f"warnings about the state in {stderr!r}")
    aside = path + ".unreadable"
    assert f"kept as {aside}" in warnings[0], warnings[0]
    if contents is None:
        with open(os.path.join(aside, "inside"), "rb") as f:
            expect(b"a file of the user's", f.read(), "the folder set aside, with its file")
    else:
        with open(aside, "rb") as f:
            expect(contents, f.read(), "the file set aside, byte for byte")
        expect(0o640, os.stat(aside).st_mode & 0o777, "its mode")
    app = launch(env=env(state_home))
    expect("Leia", app.selected("Character"), "this run's state, saved and read back")
    status, stderr = app.close()
    expect([], state_warnings(stderr), "warnings at the next start")
    with open(aside + ("/inside" if contents is None else ""), "rb") as f:
        assert f.read(), "the file set aside is still there"


def test_a_second_unusable_file_does_not_replace_the_first(launch, state_home):
    path = state_file(state_home)
    os.makedirs(os.path.dirname(path))
    with open(path + ".unreadable", "wb") as f:
        f.write(b"the first")
    with open(path, "wb") as f:
        f.write(b"\xff the second")
    status, stderr = launch(env=env(state_home)).close()
    assert f"kept as {path}.unreadable-2" in stderr, stderr
    with open(path + ".unreadable", "rb") as f:
        expect(b"the first", f.read(), "the first file set aside")
    with open(path + ".unreadable-2", "rb") as f:
        expect(b"\xff the second", f.read(), "the second")


def test_a_state_file_that_cannot_be_set_aside_is_not_saved_over(launch, state_home):
    """The state folder is made immutable (chattr +i; as root, permissions do not stop a
    rename), so the file cannot be moved: it stays as it is and nothing is written."""
    path = state_file(state_home)
    folder = os.path.dirname(path)
    os.makedirs(folder)
    with open(path, "wb") as f:
        f.write(b"\xff not text")
    if os.geteuid() == 0:
        lock, unlock = ["chattr", "+i", folder], ["chattr", "-i", folder]
    else:
        lock, unlock = ["chmod", "555", folder], ["chmod", "755", folder]
    if subprocess.run(lock, capture_output=True).returncode != 0:
        pytest.skip("the state folder cannot be made read-only here")
    try:
        app = launch(env=env(state_home))
        app.select_tab("Single")
        status, stderr = app.close()
    finally:
        subprocess.run(unlock, check=True)
    expect(0, status, "exit status")
    warnings = state_warnings(stderr)
    expect(1, len(warnings), f"warnings about the state in {stderr!r}")
    assert "left as it is" in warnings[0] and "does not save" in warnings[0], warnings[0]
    with open(path, "rb") as f:
        expect(b"\xff not text", f.read(), "the file, untouched")
    expect(["state.ini"], sorted(os.listdir(folder)), "the state folder")


def test_a_save_clears_the_temporary_files_a_kill_left(launch, state_home):
    """The state is written to state.ini.saving-<pid>, then renamed; a kill between the two
    leaves it. The next save removes such files once they are a minute old, and nothing
    else: a person's state.ini.backup (six letters, as GLib's own temporary names) stays."""
    folder = os.path.dirname(state_file(state_home))
    os.makedirs(folder)
    names = ["state.ini.saving-4242", "state.ini.saving-17", "state.ini.backup",
             "state.ini.Ab12Cd", "state.ini.saving-x1", "state.ini.unreadable",
             "other.ini.saving-12"]
    for name in names:
        with open(os.path.join(folder, name), "w", encoding="utf-8") as f:
            f.write("x")
        old = time.time() - 120
        os.utime(os.path.join(folder, name), (old, old))
    fresh = os.path.join(folder, "state.ini.saving-99999")
    with open(fresh, "w", encoding="utf-8") as f:
        f.write("another process may be writing it")
    status, _ = launch(env=env(state_home)).close()
    expect(0, status, "exit status")
    expect(sorted(["other.ini.saving-12", "state.ini", "state.ini.Ab12Cd", "state.ini.backup",
                   "state.ini.saving-99999", "state.ini.saving-x1", "state.ini.unreadable"]),
           sorted(os.listdir(folder)), "the state folder")


def test_a_huge_saved_size_fits_the_screen(launch, state_home):
    os.makedirs(os.path.dirname(state_file(state_home)))
    with open(state_file(state_home), "w", encoding="utf-8") as f:
        f.write("[window]\nwidth=100000\nheight=90000\n")
    app = launch(env=env(state_home))
    # The saved size is GTK's, without the header bar and borders; it is made to fit the
    # screen, and the X window is larger by those (with no window manager to place it).
    # Unfitted, GDK would warn and make a window 32767 pixels wide.
    width, height = geometry(app)
    assert width <= 1280 + 20 and height <= 1024 + 80, \
        f"a window of {width}x{height} on a 1280x1024 screen"


def test_a_second_launch_presents_the_first_window(launch):
    """One instance: the second process finds the first on the session bus, asks it to
    activate, and exits 0; the first still has one window, which it presents."""
    app = launch("--page", "single")
    app.pick("Character", "Han")
    second = subprocess.run([BINARY, "--page", "custom"], capture_output=True, text=True,
                            timeout=20, env={**os.environ, "LC_ALL": "C.UTF-8", "LANGUAGE": "",
                                             **fresh_home(), "XDG_STATE_HOME": app_state(app)})
    expect(0, second.returncode, f"the second launch's exit status ({second.stderr})")
    assert app.alive(), "the first instance ended"
    frames = [name for name in app.top_window_names() if name == "Pickers"]
    expect(["Pickers"], frames, "the first instance's windows")
    expect("Han", app.selected("Character"), "the first window, unchanged")


def test_the_program_name_is_the_application_id(launch):
    app = launch()
    classes = subprocess.run(["xprop", "-id", app.x_window(), "WM_CLASS"], capture_output=True,
                             text=True).stdout
    assert "io.github.pickers.Pickers" in classes, classes


def spin_once(app):
    app.select_tab("Custom")
    app.press("Spin")
    wait_for(lambda: not app.button_showing("Spin"), timeout=3, what="the spin to start")
    wait_for(lambda: app.button_showing("Spin") or app.find("alert", showing=True), timeout=5,
             what="the spin to end")


def test_sound_switch_is_remembered_and_off_starts_no_gstreamer(launch, state_home):
    """The Sound check item of the menu (GTK 3's menu items do not expose their checked
    state to AT-SPI, so the test reads its effects): on, a spin starts GStreamer; off, no
    spin does, and the next start keeps it off."""
    app = launch(env=env(state_home))
    spin_once(app)
    assert app.gstreamer_started(), "the sound is on at first: a spin starts GStreamer"
    app.close()

    # Opening on Date: the saved page is Custom, which would load GStreamer (sound on) at once.
    app = launch("--page", "date", env=env(state_home))
    app.require("toggle button", "Main Menu", root=app.window).queryAction().doAction(0)
    app.require("check box", "Sound").queryAction().doAction(0)
    spin_once(app)
    assert not app.gstreamer_started(), "GStreamer was started with the sound off"
    app.close()
    with open(state_file(state_home), encoding="utf-8") as f:
        assert "sound=false" in f.read(), "the switch is not saved"

    app = launch(env=env(state_home))
    spin_once(app)
    assert not app.gstreamer_started(), "the sound came back on at the next start"
