"""End-to-end: the example app (Examples/TwoWheels), built outside the clone on PickersUI's
public API only: two wheels, a DatePicker and a button in a window; its alert names the
rows and the time the wheels show, and a main-actor task (Task.sleep on GTK's loop) says
"Preparing…" and then "Ready". Its log lines are in its own domain, never "pickers"."""
import os
import re

from driver import ROOT, Pickers, expect, wait_for

EXAMPLE = os.path.join(ROOT, ".build", "example", "TwoWheels")


def test_example_app_orders_from_its_wheels_and_its_date_picker():
    assert os.path.exists(EXAMPLE), f"{EXAMPLE} is missing: build it with `make example`"
    app = Pickers(binary=EXAMPLE, title="Two Wheels")
    try:
        expect(["Small", "Medium", "Large"], app.rows("Size"), "the Size wheel's rows")
        expect(4, app.row_count("Drink"), "the Drink wheel's row count")
        expect(4, app.row_count("Minute"), "the pick-up time's quarter hours")
        app.pick("Size", "Large")
        app.pick("Drink", "Mocha")
        hour, minute = app.selected("Hour"), app.selected("Minute")
        app.press("Order")
        title, message, button = app.alert()
        expect(("Thank you!", "OK"), (title, button), "the example's alert")
        time_shown = re.fullmatch(r"One Large Mocha at (\d+):(\d\d)(?: [AP]M)?\.", message)
        assert time_shown, f"the alert: {message!r}"
        expect((int(hour), minute), (int(time_shown[1]), time_shown[2]), "the time in the alert")
        app.dismiss_alert()
        wait_for(lambda: app.label_showing("Preparing…"), what="Preparing…")
        expect(False, app.sensitive("push button", "Order"), "Order while preparing")
        # Two seconds later, from a Task that slept on the main actor.
        wait_for(lambda: app.label_showing("Ready"), timeout=6, what="Ready, after the sleep")
        wait_for(lambda: app.sensitive("push button", "Order"), what="Order sensitive again")
        assert app.alive(), "the example died"
    finally:
        _, stderr = app.close()
    expect(True, bool(re.search(r"^TwoWheels-Message: [\d:.]+: order: One Large Mocha at", stderr,
                                re.M)), "the order logged in the program's domain")
    expect([], [line for line in stderr.splitlines() if re.match(r"\(?pickers\b", line, re.I)],
           "log lines in a pickers domain")
