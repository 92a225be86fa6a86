"""End-to-end: the app remembers, in $XDG_STATE_HOME/pickers/state.ini, its page, its window
size and every picker's rows but the Date page's, however it quits (Ctrl+Q, SIGTERM), and
starts with defaults and one warning when the file is corrupt."""
import os
import subprocess

import pyatspi
import pytest

from driver import BINARY, expect, wait_for


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


def choose(app):
    """Changes a row on every saved picker and ends on the Dependent page."""
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


def test_ctrl_q_saves_and_the_next_start_restores(launch, state_home):
    app = launch(env=env(state_home))
    choose(app)
    app.keys("ctrl+q")
    wait_for(lambda: not app.alive(), timeout=10, what="Ctrl+Q to quit")
    status, _ = app.close()
    expect(0, status, "exit status after Ctrl+Q")
    assert os.path.isfile(state_file(state_home)), "no state file written"
    check_restored(launch(env=env(state_home)))


def test_sigterm_saves_too(launch, state_home):
    app = launch(env=env(state_home))
    choose(app)
    status, _ = app.close()
    expect(0, status, "exit status on SIGTERM")
    check_restored(launch(env=env(state_home)))


def test_page_option_wins_over_the_saved_page(launch, state_home):
    app = launch(env=env(state_home))
    app.select_tab("Custom")
    app.close()
    app = launch("--page", "double", env=env(state_home))
    expect("Double", app.current_tab(), "--page over the saved page")


@pytest.mark.parametrize("contents", [
    "\x00\xff garbage [[[",
    "[window]\nwidth=-5\nheight=abc\nmaximized=perhaps\npage=nowhere\n"
    "[selections]\nsingle=99999999999\ndouble=a;b\nunknown=1\n",
])
def test_a_corrupt_state_starts_with_defaults_and_one_warning(launch, state_home, contents):
    os.makedirs(os.path.dirname(state_file(state_home)))
    with open(state_file(state_home), "w", encoding="latin-1") as f:
        f.write(contents)
    app = launch(env=env(state_home))
    expect("Date", app.current_tab(), "the default page")
    app.select_tab("Single")
    expect("Luke", app.selected("Character"), "the first character")
    status, stderr = app.close()
    warnings = [line for line in stderr.splitlines() if "saved state" in line]
    expect(1, len(warnings), f"warnings about the state in {stderr!r}")
    expect(0, status, "exit status")


def test_a_second_launch_presents_the_first_window(launch):
    """One instance: the second process finds the first on the session bus, asks it to
    activate, and exits 0; the first still has one window, which it presents."""
    app = launch("--page", "single")
    app.pick("Character", "Han")
    second = subprocess.run([BINARY, "--page", "custom"], capture_output=True, text=True,
                            timeout=20, env=dict(os.environ, XDG_STATE_HOME=app_state(app)))
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


def gstreamer_loaded(app):
    with open(f"/proc/{app.process.pid}/maps", encoding="utf-8") as f:
        return "libgstreamer-1.0" in f.read()


def spin_once(app):
    app.select_tab("Custom")
    app.press("Spin")
    wait_for(lambda: not app.button_showing("Spin"), timeout=3, what="the spin to start")
    wait_for(lambda: app.button_showing("Spin") or app.find("alert", showing=True), timeout=5,
             what="the spin to end")


def test_sound_switch_is_remembered_and_off_loads_no_gstreamer(launch, state_home):
    """The Sound check item of the menu (GTK 3's menu items do not expose their checked
    state to AT-SPI, so the test reads its effects): on, a spin loads GStreamer; off, no
    spin does, and the next start keeps it off."""
    app = launch(env=env(state_home))
    spin_once(app)
    assert gstreamer_loaded(app), "the sound is on at first: a spin loads GStreamer"
    app.close()

    # Opening on Date: the saved page is Custom, which would load GStreamer (sound on) at once.
    app = launch("--page", "date", env=env(state_home))
    app.require("toggle button", "Main Menu", root=app.window).queryAction().doAction(0)
    app.require("check box", "Sound").queryAction().doAction(0)
    spin_once(app)
    assert not gstreamer_loaded(app), "GStreamer was loaded with the sound off"
    app.close()
    with open(state_file(state_home), encoding="utf-8") as f:
        assert "sound=false" in f.read(), "the switch is not saved"

    app = launch(env=env(state_home))
    spin_once(app)
    assert not gstreamer_loaded(app), "the sound came back on at the next start"
