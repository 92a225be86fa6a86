"""End-to-end: the example app (Examples/TwoWheels), built on PickersUI's public API only,
puts two wheels and a button in a window, and its button's alert names both rows."""
import os

from driver import ROOT, Pickers, expect

EXAMPLE = os.path.join(ROOT, "Examples", "TwoWheels", ".build", "debug", "TwoWheels")


def test_example_app_orders_from_its_two_wheels():
    assert os.path.exists(EXAMPLE), f"{EXAMPLE} is missing: build it with `make example`"
    app = Pickers(binary=EXAMPLE, title="Two Wheels")
    try:
        expect(["Small", "Medium", "Large"], app.rows("Size"), "the Size wheel's rows")
        expect(4, app.row_count("Drink"), "the Drink wheel's row count")
        app.pick("Size", "Large")
        app.pick("Drink", "Mocha")
        app.press("Order")
        expect(("Thank you!", "One Large Mocha.", "OK"), app.alert(), "the example's alert")
        app.dismiss_alert()
        assert app.alive(), "the example died"
    finally:
        app.close()
